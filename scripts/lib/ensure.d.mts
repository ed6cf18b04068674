/** The repository's root folder. */
export const root: string;
/** The headless shell, or the full browser where only that is installed (or CHROME_PATH names one). */
export function findHeadlessChromium(): string | undefined;
