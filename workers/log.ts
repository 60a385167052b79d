/** The hub's logger: a small interface so tests can silence or capture it. */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** Logs to the console with a `[hub]` prefix; debug lines are dropped. */
export const consoleLogger: Logger = {
  debug: () => {},
  info: (m, ...d) => console.info(`[hub] ${m}`, ...d),
  warn: (m, ...d) => console.warn(`[hub] ${m}`, ...d),
  error: (m, ...d) => console.error(`[hub] ${m}`, ...d),
};

/** Drops everything (tests). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
