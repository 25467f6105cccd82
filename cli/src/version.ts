/** The CLI's version, kept in step with package.json by the release script. */
export const VERSION = '0.1.0';
