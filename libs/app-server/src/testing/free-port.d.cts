/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number>;
