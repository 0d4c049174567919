/**
 * Where a Video block's `url` leads: a video-sharing link (YouTube watch, youtu.be, shorts, embed, live; Vimeo)
 * becomes its embed URL (loaded only after the visitor asks), a same-site video file plays in place, any other
 * http(s) URL stays a plain link, and everything else (`javascript:`, `data:`, `//host`, garbage) is refused.
 */
export type VideoSource =
  | { kind: 'embed'; provider: 'YouTube' | 'Vimeo'; embedUrl: string; watchUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const MAX_URL_LENGTH = 2048;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com', 'music.youtube.com']);
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const VIDEO_FILE = /^\/(?![/\\])[\w./-]*\.(mp4|webm)$/i;

/** YouTube's start time (`t=90`, `t=1m30s`, `start=90`) in seconds; 0 when absent or unreadable. */
export function startSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d{1,6}s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s)?$/.exec(value);
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function youTubeId(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return ['shorts', 'embed', 'live', 'v'].includes(kind ?? '') ? (id ?? null) : null;
}

function youTubeEmbed(url: URL, host: string): VideoSource | null {
  const id = youTubeId(url, host);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  // The privacy-enhanced host: no cookies until the visitor plays the video.
  const embedUrl = `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ''}`;
  return { kind: 'embed', provider: 'YouTube', embedUrl, watchUrl: `https://www.youtube.com/watch?v=${id}` };
}

function vimeoEmbed(url: URL, host: string): VideoSource | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  else if (host === 'vimeo.com') {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/name/123, vimeo.com/groups/name/videos/123
    const index = parts.findIndex((part) => VIMEO_ID.test(part));
    if (index >= 0) {
      id = parts[index];
      hash = hash ?? parts[index + 1] ?? null;
    }
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const query = new URLSearchParams({ dnt: '1' });
  if (hash && VIMEO_HASH.test(hash)) query.set('h', hash);
  return {
    kind: 'embed',
    provider: 'Vimeo',
    embedUrl: `https://player.vimeo.com/video/${id}?${query}`,
    watchUrl: `https://vimeo.com/${id}${query.has('h') ? `/${query.get('h')}` : ''}`,
  };
}

export function videoSource(value: unknown): VideoSource | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > MAX_URL_LENGTH) return null;
  if (text.startsWith('/')) return VIDEO_FILE.test(text) ? { kind: 'file', src: text } : null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host))
    return youTubeEmbed(url, host) ?? { kind: 'link', href: url.href };
  if (host === 'vimeo.com' || host === 'player.vimeo.com')
    return vimeoEmbed(url, host) ?? { kind: 'link', href: url.href };
  return { kind: 'link', href: url.href };
}
