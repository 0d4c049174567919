/**
 * The spec keeps the signed-in user's id in the browser's local storage (read by the dashboard lists in
 * the original product). Here the session cookie is the authority; the stored id is for compatibility.
 */
export const USER_ID_STORAGE_KEY = 'userId';

// Storage can be unavailable (private mode, blocked by settings): the page works from the cookie alone.
export function rememberUserId(id: string): void {
  try {
    window.localStorage.setItem(USER_ID_STORAGE_KEY, id);
  } catch {
    return;
  }
}

export function forgetUserId(): void {
  try {
    window.localStorage.removeItem(USER_ID_STORAGE_KEY);
  } catch {
    return;
  }
}
