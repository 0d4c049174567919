import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { BookDemoPanel } from './book-demo-panel';
import { CRM_FORMS_LOADER, CrmFormEmbed, validCrmFormIds } from './crm-form-embed';
import { EventBanner } from './event-banner';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Industries, Offerings, UseCases } from './item-tiles';
import { LoginPanel } from './login-panel';
import { TabbedBlock } from './tabbed-block';
import { Testimonials } from './testimonials';
import { TextSections } from './text-sections';
import { Video } from './video';

const renderBlock = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const items = [
  { title: 'Real estate', description: 'Zoning first.', href: '/real-estate' },
  { title: 'Bad link', description: 'Refused.', href: 'javascript:alert(1)' },
];
const FORM_ID = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

describe('marketing blocks', () => {
  it('Hero: one h1, its lead and Book a demo to #contact-form unless the content names a safe link', () => {
    const { unmount } = renderBlock(<Hero heading="Local decisions, first" subheading="Summaries." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Local decisions, first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '#contact-form');
    unmount();
    renderBlock(<Hero heading="x" cta={{ label: 'Talk to sales', href: 'javascript:alert(1)' }} />);
    expect(screen.getByRole('link', { name: 'Talk to sales' })).toHaveAttribute('href', '#contact-form');
  });

  it('HowItWorks: the steps as an ordered list; nothing without steps', () => {
    const { container, unmount } = renderBlock(<HowItWorks heading="How it works" steps={items} />);
    const list = within(screen.getByRole('region', { name: 'How it works' })).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    unmount();
    renderBlock(<HowItWorks steps={'not a list' as never} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('Industries, Offerings and UseCases: a titled section each; only safe links become links', () => {
    renderBlock(
      <>
        <Industries heading="Who it is for" items={items} />
        <Offerings heading="What you get" items={[{ title: 'Summaries', description: 'Every meeting.' }]} />
        <UseCases
          heading="Use cases"
          items={
            [
              { title: 'Site selection', description: 'Spot rezonings.' },
              { title: '', description: 'no title' },
            ] as never
          }
        />
      </>,
    );
    const industries = screen.getByRole('region', { name: 'Who it is for' });
    expect(within(industries).getByRole('link', { name: 'Learn more about Real estate' })).toHaveAttribute(
      'href',
      '/real-estate',
    );
    expect(within(industries).getAllByRole('link')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'What you get' })).getByRole('heading', { name: 'Summaries' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Use cases' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('Testimonials: quotes in a carousel with previous and next buttons, no auto-advance', () => {
    renderBlock(
      <Testimonials
        heading="What customers say"
        items={[
          { quote: 'We saw the rezoning a month early.', name: 'Dana Ortiz', role: 'Development director' },
          { quote: 'missing name' } as never,
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'What customers say' })).toContainElement(
      screen.getByRole('region', { name: 'Testimonial slides' }),
    );
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
  });

  it('Video: the bundled mp4 with poster and English captions by default', () => {
    const { container } = renderBlock(
      <Video title="Tour" src="/m/tour.mp4" poster="/m/tour.jpg" captions="/m/tour.vtt" />,
    );
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('poster', '/m/tour.jpg');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.querySelector('source')).toHaveAttribute('src', '/m/tour.mp4');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(video.querySelector('track')).toHaveAttribute('src', '/m/tour.vtt');
  });

  it('Video: a YouTube link is a poster button first and the nocookie player only after the click', async () => {
    const { container } = renderBlock(
      <Video title="Tour" url="https://youtu.be/dQw4w9WgXcQ" src="/m/tour.mp4" poster="/m/tour.jpg" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch “Tour” on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Tour' }));
    const frame = screen.getByTitle('Tour');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame).toHaveFocus();
  });

  it('Video: another site stays a link; a javascript: URL is refused and the default video plays', () => {
    const { container, unmount } = renderBlock(
      <Video title="Talk" url="https://example.org/talk" src="/m/tour.mp4" poster="/m/tour.jpg" />,
    );
    expect(screen.getByRole('link', { name: 'Watch “Talk”' })).toHaveAttribute('href', 'https://example.org/talk');
    expect(container.querySelector('video, iframe')).toBeNull();
    unmount();
    const refused = renderBlock(
      <Video title="Talk" url="javascript:alert(1)" src="/m/tour.mp4" poster="/m/tour.jpg" />,
    );
    expect(refused.container.querySelector('video source')).toHaveAttribute('src', '/m/tour.mp4');
    expect(refused.container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('TabbedBlock: tabs with label, title and image; arrow keys, Home and a click move between them, the open tab the one tab stop', async () => {
    renderBlock(
      <TabbedBlock
        heading="For every team"
        tabs={[
          {
            label: 'Developers',
            title: 'Entitlements',
            text: 'Follow hearings.',
            image: { src: '/m/dev.png', alt: 'A hearing' },
          },
          { label: 'Officials', title: 'Transparency', text: 'Share summaries.' },
          { label: 'Bad image', image: { src: 'javascript:alert(1)', alt: 'x' } },
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Developers', 'Officials', 'Bad image']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Entitlements');
    expect(screen.getByRole('img', { name: 'A hearing' })).toHaveAttribute('src', '/m/dev.png');
    act(() => tabs[0].focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Transparency');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').querySelector('img')).toBeNull();
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    await userEvent.click(tabs[1]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Transparency');
  });

  it('BookDemoPanel: the #contact-form section with its points and the form it is given', () => {
    const { container } = renderBlock(
      <BookDemoPanel heading="Book a demo" points={['A tour of your cities', 42 as never]}>
        <form aria-label="Demo request" />
      </BookDemoPanel>,
    );
    expect(container.querySelector('section#contact-form')).toHaveAccessibleName('Book a demo');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Demo request' })).toBeInTheDocument();
  });

  it('EventBanner: the greeting in a named region, its link only when safe', () => {
    renderBlock(
      <EventBanner
        eventName="CalCities 2026"
        greeting="Welcome, CalCities attendees!"
        text="Stop by booth 14."
        cta={{ href: 'data:text/html,x' }}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Welcome, CalCities 2026 attendees' });
    expect(banner).toHaveTextContent('Welcome, CalCities attendees!Stop by booth 14.');
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  describe('CrmFormEmbed', () => {
    afterEach(() => document.querySelectorAll('script').forEach((script) => script.remove()));

    it('without ids: only the link to the contact form, and no loader script', () => {
      renderBlock(<CrmFormEmbed heading="Start a free trial" ids={{ portalId: '123', formId: 'not-a-uuid' }} />);
      expect(screen.getByRole('link', { name: 'Ask for a free trial' })).toHaveAttribute(
        'href',
        '/contact#contact-form',
      );
      expect(document.querySelector(`script[src="${CRM_FORMS_LOADER}"]`)).toBeNull();
    });

    it('with ids: loads the loader once and creates the form in its target; keeps the contact link', () => {
      const create = jest.fn();
      renderBlock(<CrmFormEmbed ids={{ portalId: '4421337', formId: FORM_ID, region: 'na1' }} />);
      const script = document.querySelector(`script[src="${CRM_FORMS_LOADER}"]`) as HTMLScriptElement;
      expect(script).not.toBeNull();
      (window as unknown as { hbspt: unknown }).hbspt = { forms: { create } };
      act(() => fireEvent.load(script));
      return screen.findByRole('link', { name: 'Prefer to talk to us? Use our contact form' }).then(() => {
        expect(create).toHaveBeenCalledWith({
          portalId: '4421337',
          formId: FORM_ID,
          region: 'na1',
          target: `#crm-form-${FORM_ID}`,
        });
        expect(document.getElementById(`crm-form-${FORM_ID}`)).not.toBeNull();
      });
    });

    it('validCrmFormIds accepts only the shapes the CRM issues', () => {
      expect(validCrmFormIds({ portalId: ' 4421337 ', formId: FORM_ID, region: 'eu1' })).toEqual({
        portalId: '4421337',
        formId: FORM_ID,
        region: 'eu1',
      });
      expect(validCrmFormIds({ portalId: '4421337', formId: FORM_ID, region: '"><script>' })).toEqual({
        portalId: '4421337',
        formId: FORM_ID,
      });
      expect(validCrmFormIds({ portalId: '44a', formId: FORM_ID })).toBeNull();
      expect(validCrmFormIds({ portalId: '4421337' })).toBeNull();
      expect(validCrmFormIds(null)).toBeNull();
    });
  });

  it('LoginPanel: a way to the one sign-in page', () => {
    renderBlock(<LoginPanel />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('TextSections: h1 on a legal page, sections, lists and a checked mail link', () => {
    renderBlock(
      <TextSections
        heading="Privacy Policy"
        headingLevel={1}
        sections={[
          { heading: 'What we collect', paragraphs: ['Your email.'], items: ['Name', 'City'] },
          { heading: 'Your choices', paragraphs: ['Ask us.'], email: 'privacy@civicbrief.example' },
          { heading: 'Bad mail', email: 'x@y.example?cc=evil@z.example' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'privacy@civicbrief.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@civicbrief.example',
    );
  });
});
