#!/usr/bin/env node
// The bundle (engine, zod and commander in a few files, code used only by some runs in
// chunks loaded on demand) starts in about half the time of the ~150 separate modules;
// `npm run build:lib` makes it.
import { main } from '../dist/bundle/main.js';

process.exitCode = await main(process.argv);
