/** An explainer article: a category (its first keyword), a title and h5/h6 sections, with {city}-style placeholders. */
export interface ArticleTemplate {
  category: string;
  title: string;
  sections: readonly { group: string; heading: string; text: string }[];
}

export const cityArticles: readonly ArticleTemplate[] = [
  {
    category: 'Housing',
    title: 'How {city} Is Planning for New Housing',
    sections: [
      {
        group: 'The plan',
        heading: 'What the housing element requires',
        text: 'Every city in {state} adopts a housing plan that shows where new homes can go. {city} has identified sites for about {units} homes, including homes affordable to lower-income households.',
      },
      {
        group: 'The plan',
        heading: 'Where new homes may be built',
        text: 'Most sites are along commercial corridors and near transit, where services already exist. Single-family neighbourhoods see smaller changes such as accessory dwelling units.',
      },
      {
        group: 'Getting involved',
        heading: 'How to weigh in',
        text: 'Projects go to the {city} Planning Commission for public hearings. Residents can comment in person, online or in writing before each meeting.',
      },
    ],
  },
  {
    category: 'Budget',
    title: 'What the {city} Budget Means for Residents',
    sections: [
      {
        group: 'Where the money goes',
        heading: 'The general fund',
        text: 'The general fund pays for day-to-day services: police and fire, parks, libraries and street maintenance. Public safety is usually the largest share.',
      },
      {
        group: 'Where the money goes',
        heading: 'Capital projects',
        text: 'Roads, storm drains and buildings are paid for through a separate capital program, often with grants from {county} and the state.',
      },
      {
        group: 'Getting involved',
        heading: 'Budget hearings',
        text: 'The {city} City Council holds public hearings before adopting the budget each year. Summaries of those meetings are on this site.',
      },
    ],
  },
  {
    category: 'Civic Life',
    title: 'A Guide to Attending a {city} City Council Meeting',
    sections: [
      {
        group: 'Before the meeting',
        heading: 'Reading the agenda',
        text: 'Agendas are posted at least 72 hours before regular meetings. The consent calendar groups routine items that pass in one vote unless a member pulls them.',
      },
      {
        group: 'At the meeting',
        heading: 'Public comment',
        text: 'Speakers usually get two to three minutes. You can comment on items on the agenda or, during open forum, on anything within the city’s authority.',
      },
      {
        group: 'After the meeting',
        heading: 'Following up',
        text: 'Minutes are approved at a later meeting. Our summaries of {city} meetings appear within a few days.',
      },
    ],
  },
  {
    category: 'Transportation',
    title: 'Safer Streets in {city}: What Is Changing',
    sections: [
      {
        group: 'Projects',
        heading: 'Crosswalks and bike lanes',
        text: 'The city is adding high-visibility crosswalks and protected bike lanes near schools and parks, funded in part by state grants.',
      },
      {
        group: 'Projects',
        heading: 'Resurfacing',
        text: 'Streets are resurfaced on a rotating schedule based on pavement condition scores. Residents get notices before work starts.',
      },
      {
        group: 'Getting involved',
        heading: 'Report a problem',
        text: 'Potholes and broken signals can be reported to {city} public works online or by phone.',
      },
    ],
  },
  {
    category: 'Environment',
    title: 'Climate and Sustainability Goals in {city}',
    sections: [
      {
        group: 'Goals',
        heading: 'Reducing emissions',
        text: '{city} tracks community emissions against a baseline year and reports progress to the council annually.',
      },
      {
        group: 'Programs',
        heading: 'Rebates for residents',
        text: 'Rebates for heat pumps, electric vehicle chargers and water-wise landscaping may be available through the city or its utility.',
      },
    ],
  },
  {
    category: 'Public Safety',
    title: 'Emergency Preparedness for {city} Households',
    sections: [
      {
        group: 'Prepare',
        heading: 'Sign up for alerts',
        text: 'Register for {county} emergency alerts so you hear about evacuations, boil-water notices and severe weather.',
      },
      {
        group: 'Prepare',
        heading: 'Build a kit',
        text: 'Keep water, food, medication and copies of important documents for at least three days.',
      },
      {
        group: 'During an emergency',
        heading: 'Evacuation routes',
        text: 'Know two ways out of your neighbourhood. The city publishes evacuation route maps with its emergency operations plan.',
      },
    ],
  },
];

export const countyArticles: readonly ArticleTemplate[] = [
  {
    category: 'Government',
    title: 'How {county} Government Works',
    sections: [
      {
        group: 'Structure',
        heading: 'The board',
        text: 'An elected board sets {county} policy and adopts the county budget. Counties run courts, public health, elections and services in unincorporated areas.',
      },
      {
        group: 'Structure',
        heading: 'Cities and the county',
        text: 'Cities such as {city} provide local services within their limits while sharing regional services with the county.',
      },
    ],
  },
  {
    category: 'Transportation',
    title: 'Regional Transportation Funding in {county}',
    sections: [
      {
        group: 'Funding',
        heading: 'Sales tax measures',
        text: 'Many counties fund roads and transit with voter-approved sales taxes. Cities apply for a share of that money for local projects.',
      },
      {
        group: 'Funding',
        heading: 'Grants',
        text: 'State and federal grants cover safety projects, transit and bike networks across {county}.',
      },
    ],
  },
];

export const stateArticles: readonly ArticleTemplate[] = [
  {
    category: 'Housing',
    title: '{state} Housing Laws and What They Mean for Cities',
    sections: [
      {
        group: 'The laws',
        heading: 'Housing targets',
        text: 'Recent {state} laws ask cities to plan for more homes and limit how long approvals can take.',
      },
      {
        group: 'Local impact',
        heading: 'What changes locally',
        text: 'Cities update zoning and design standards so qualifying projects can be approved without discretionary hearings.',
      },
    ],
  },
  {
    category: 'Civic Life',
    title: 'Open Meeting Rules in {state}',
    sections: [
      {
        group: 'The rules',
        heading: 'Public notice',
        text: 'State open-meeting laws require local bodies to post agendas in advance and to deliberate in public.',
      },
      {
        group: 'Your rights',
        heading: 'Speaking and recording',
        text: 'Members of the public may attend, comment and usually record public meetings.',
      },
    ],
  },
];
