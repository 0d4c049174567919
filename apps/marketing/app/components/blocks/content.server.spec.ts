import { markCodelessBlocks } from './content.server';

describe('markCodelessBlocks', () => {
  const video = (url?: string) => ({ block: 'Video', props: url === undefined ? {} : { url } });

  it('marks a Video block the browser plays or links to alone: the bundled mp4, a same-site file, another site', () => {
    const marked = markCodelessBlocks([video(), video('/media/tour.mp4'), video('https://example.org/tour')]);
    expect(marked.map((entry) => entry.props['worksWithoutCode'])).toEqual([true, true, true]);
  });

  it("leaves a YouTube or Vimeo link to the code that loads the provider's player on a press, and other blocks alone", () => {
    const marked = markCodelessBlocks([
      video('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      video('https://vimeo.com/76979871'),
      { block: 'Hero', props: { url: '/x.mp4' } },
    ]);
    expect(marked.map((entry) => entry.props['worksWithoutCode'])).toEqual([undefined, undefined, undefined]);
  });
});
