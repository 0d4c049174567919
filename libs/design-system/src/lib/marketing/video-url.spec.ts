import { startSeconds, videoSource } from './video-url';

const youTubeEmbed = (id: string, query = '') => ({
  kind: 'embed',
  provider: 'YouTube',
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}${query}`,
  watchUrl: `https://www.youtube.com/watch?v=${id}`,
});

describe('videoSource', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youTubeEmbed('dQw4w9WgXcQ')],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1m30s', youTubeEmbed('dQw4w9WgXcQ', '?start=90')],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42', youTubeEmbed('dQw4w9WgXcQ', '?start=42')],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', youTubeEmbed('dQw4w9WgXcQ')],
    ['https://youtu.be/dQw4w9WgXcQ?t=15s', youTubeEmbed('dQw4w9WgXcQ', '?start=15')],
    ['https://www.youtube.com/shorts/aBcDeFgHiJk', youTubeEmbed('aBcDeFgHiJk')],
    ['https://www.youtube.com/embed/aBcDeFgHiJk', youTubeEmbed('aBcDeFgHiJk')],
    ['https://www.youtube.com/live/aBcDeFgHiJk?feature=shared', youTubeEmbed('aBcDeFgHiJk')],
    ['  https://www.youtube-nocookie.com/embed/aBcDeFgHiJk  ', youTubeEmbed('aBcDeFgHiJk')],
  ])('turns the YouTube link %s into the privacy-enhanced embed', (url, expected) => {
    expect(videoSource(url)).toEqual(expected);
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1', 'https://vimeo.com/76979871'],
    [
      'https://vimeo.com/76979871/8272103f6e',
      'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e',
      'https://vimeo.com/76979871/8272103f6e',
    ],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?dnt=1',
      'https://vimeo.com/76979871',
    ],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?dnt=1&h=8272103f6e',
      'https://vimeo.com/76979871/8272103f6e',
    ],
  ])('turns the Vimeo link %s into its player embed', (url, embedUrl, watchUrl) => {
    expect(videoSource(url)).toEqual({ kind: 'embed', provider: 'Vimeo', embedUrl, watchUrl });
  });

  it('keeps a link to an unknown host, or to a video-sharing page that is no video, a plain link', () => {
    expect(videoSource('https://example.org/our-talk')).toEqual({ kind: 'link', href: 'https://example.org/our-talk' });
    expect(videoSource('http://videos.example.net/1.mp4')).toEqual({
      kind: 'link',
      href: 'http://videos.example.net/1.mp4',
    });
    expect(videoSource('https://www.youtube.com/@civicbrief')).toEqual({
      kind: 'link',
      href: 'https://www.youtube.com/@civicbrief',
    });
    expect(videoSource('https://www.youtube.com/watch?v=short')).toEqual({
      kind: 'link',
      href: 'https://www.youtube.com/watch?v=short',
    });
    expect(videoSource('https://vimeo.com/about')).toEqual({ kind: 'link', href: 'https://vimeo.com/about' });
    // Look-alike hosts are not YouTube.
    expect(videoSource('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'link',
      href: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    });
  });

  it('plays a same-site video file in place', () => {
    expect(videoSource('/_marketing/media/civicbrief-tour.mp4')).toEqual({
      kind: 'file',
      src: '/_marketing/media/civicbrief-tour.mp4',
    });
    expect(videoSource('/media/intro.webm')).toEqual({ kind: 'file', src: '/media/intro.webm' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)//https://youtu.be/dQw4w9WgXcQ',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/video.mp4',
    '//www.youtube.com/watch?v=dQw4w9WgXcQ',
    '/\\evil.example/x.mp4',
    '/about',
    'https://user:secret@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(videoSource(url)).toBeNull();
  });

  it('refuses a URL over 2,048 characters and what is not a string', () => {
    expect(videoSource(`https://example.org/${'a'.repeat(2100)}`)).toBeNull();
    for (const value of [
      undefined,
      null,
      42,
      { url: 'https://youtu.be/dQw4w9WgXcQ' },
      ['https://youtu.be/dQw4w9WgXcQ'],
    ]) {
      expect(videoSource(value)).toBeNull();
    }
  });
});

describe('startSeconds', () => {
  it.each([
    [null, 0],
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['2m', 120],
    ['soon', 0],
  ])('reads %p as %p seconds', (value, seconds) => {
    expect(startSeconds(value)).toBe(seconds);
  });
});
