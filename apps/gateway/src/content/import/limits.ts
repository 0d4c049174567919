/** At most this many files in one POST /api/ops/content (the CLI sends bigger folders in several). */
export const MAX_UPLOAD_FILES = 50;
/**
 * One markdown file's text, in characters: the longest guide is ~40 KB. A page as stored (its front matter
 * as JSON, YAML aliases expanded, and its body) is held to it too, by the CLI and the gateway alike.
 */
export const MAX_FILE_CHARS = 256 * 1024;
/** The whole request body: JSON escaping makes a file's text longer than its characters. Its pages as stored are held to it too. */
export const UPLOAD_BODY_LIMIT = 4 * 1024 * 1024;
