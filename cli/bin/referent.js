#!/usr/bin/env node
// The bundle (one file: engine, zod, commander) starts in about half the time of the
// ~150 separate modules; `npm run build:lib` makes it.
import { main } from '../dist/bundle/main.js';

process.exitCode = await main(process.argv);
