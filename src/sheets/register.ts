/** Sheet registration: Actor and Item sheets (sheets issue). */
export function registerSheets(): void {}
