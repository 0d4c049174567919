import type { SeedBlock, SeedPage } from './page';

type MakePage = (slug: string, title: string, description: string, content: SeedBlock[]) => SeedPage;

const EMAIL = 'hello@civicbrief.example';

const legal = (heading: string, intro: string, sections: Record<string, unknown>[]): SeedBlock => ({
  block: 'TextSections',
  props: { heading, headingLevel: 1, updated: 'Last updated: January 1, 2025', intro, sections },
});

/** The privacy policy and the terms of service: one TextSections block each, with the page's h1. */
export function legalPages(page: MakePage): SeedPage[] {
  return [
    page(
      'privacy-policy',
      'Privacy Policy',
      'What personal information CivicBrief collects, why, and the choices you have.',
      [
        legal(
          'Privacy Policy',
          'This policy explains what personal information CivicBrief collects, how we use it and the choices you have.',
          [
            {
              heading: 'What we collect',
              items: [
                'What you give us: your email address, name, city, county and state when you subscribe, and your role, company and contact details when you ask for a demo or onboarding.',
                'Your answers when you RSVP to an event or take a feedback survey.',
                'Usage information, such as pages visited, collected with cookies only if you consent to them.',
              ],
            },
            {
              heading: 'How we use it',
              items: [
                'To send the newsletters you asked for, about the places you chose.',
                'To answer your requests and, for demos and onboarding, to follow up with you.',
                'To understand which content is useful and improve it.',
              ],
              paragraphs: ['We do not sell your personal information.'],
            },
            {
              heading: 'Who we share it with',
              paragraphs: [
                'Service providers who help us run CivicBrief, such as our email delivery and customer relationship providers, process your information on our behalf and only for these purposes.',
              ],
            },
            {
              heading: 'Your choices',
              paragraphs: [
                'You can unsubscribe from any newsletter with the link it contains, withdraw cookie consent at any time, and ask us to access, correct or delete your information.',
              ],
              email: EMAIL,
            },
          ],
        ),
      ],
    ),
    page(
      'terms-of-service',
      'Terms of Service',
      'The terms that apply when you use the CivicBrief website and newsletters.',
      [
        legal(
          'Terms of Service',
          'These terms apply to your use of the CivicBrief website, newsletters and related services. By using them you agree to these terms. If you do not agree, please do not use the services.',
          [
            {
              heading: 'Our content',
              paragraphs: [
                'Summaries, agenda briefs and voter guides are prepared from public records with the help of AI and reviewed by editors. We work to keep them accurate, but they are summaries: the official agendas, minutes and recordings remain the authoritative record. Do not rely on our content as legal, financial or professional advice.',
              ],
            },
            {
              heading: 'Your use of the services',
              items: [
                'You may read, share and link to our pages for personal and non-commercial purposes.',
                'You may not copy our content in bulk, resell it, or use automated means to scrape it.',
                'You must give accurate information when you subscribe, request a city or contact us.',
              ],
            },
            {
              heading: 'Newsletters',
              paragraphs: [
                'You can unsubscribe at any time with the link at the bottom of every newsletter. We send newsletters only to people who asked for them.',
              ],
            },
            {
              heading: 'Liability',
              paragraphs: [
                'The services are provided as they are. To the extent the law allows, CivicBrief is not liable for losses that result from using, or being unable to use, the services or their content.',
              ],
            },
            {
              heading: 'Changes',
              paragraphs: [
                'We may update these terms. When we make a material change we will say so on this page before it takes effect.',
              ],
              email: EMAIL,
            },
          ],
        ),
      ],
    ),
  ];
}
