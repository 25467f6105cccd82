import { type Config, configSchema } from '@referent/engine';
import { readJson, writeJson } from '../../lib/storage.js';

/** Spec §3: the configuration (chosen styles, transliteration) lives in local storage. */
export const CONFIG_KEY = 'referent.bibliography.config';

/** Styles chosen the first time: one per family most readers need. */
export const FIRST_STYLES = ['gost2018', 'apa7'] as const;

export function loadConfig(): Config {
  const parsed = configSchema.safeParse(readJson<unknown>(CONFIG_KEY, {}));
  const config = parsed.success ? parsed.data : configSchema.parse({});
  return config.standarts.length ? config : { ...config, standarts: [...FIRST_STYLES] };
}

export function saveConfig(config: Config): void {
  writeJson(CONFIG_KEY, config);
}
