/** Name pools for fictional candidates; no real person is named. */
export const firstNames = [
  'Avery',
  'Jordan',
  'Morgan',
  'Riley',
  'Casey',
  'Taylor',
  'Quinn',
  'Rowan',
  'Harper',
  'Elena',
  'Marcus',
  'Priya',
  'Daniel',
  'Sofia',
  'Nathan',
  'Grace',
  'Mateo',
  'Leah',
  'Omar',
  'Hannah',
  'Wei',
  'Isabel',
  'Samuel',
  'Noor',
];
export const lastNames = [
  'Ashford',
  'Bellamy',
  'Calloway',
  'Delgado',
  'Everett',
  'Fairbanks',
  'Galloway',
  'Hollis',
  'Ivers',
  'Jameson',
  'Kendrick',
  'Lindqvist',
  'Marlowe',
  'Nakamura',
  'Okafor',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Sterling',
  'Thornbury',
  'Underhill',
  'Vasquez',
  'Whitcombe',
  'Yarrow',
];
export const occupations = [
  'small business owner',
  'public school teacher',
  'nurse',
  'civil engineer',
  'retired firefighter',
  'nonprofit director',
  'attorney',
  'accountant',
  'planning commissioner',
  'community organiser',
];

/** h6 sections of a candidate's positions, grouped under h5 topics; {office} and {place} are filled per race. */
export const positionTopics: readonly { topic: string; sections: readonly (readonly [string, readonly string[]])[] }[] =
  [
    {
      topic: 'Housing and Development',
      sections: [
        [
          'Housing supply',
          [
            'Supports building more homes near transit and job centres in {place}, with a share set aside as affordable.',
            'Wants faster permit reviews and objective design standards so projects that meet the rules are approved on time.',
            'Prefers gradual change that keeps neighbourhood character while meeting state housing targets.',
          ],
        ],
        [
          'Renters and homeowners',
          [
            'Backs relocation assistance for tenants displaced by redevelopment.',
            'Proposes expanding first-time buyer programmes for teachers and first responders.',
          ],
        ],
      ],
    },
    {
      topic: 'Budget and Taxes',
      sections: [
        [
          'Spending priorities',
          [
            'Would protect core services such as public safety, parks and road repair before funding new programmes.',
            'Calls for a multi-year budget plan and a stronger reserve for economic downturns.',
            'Wants every major expense reviewed for measurable results before renewal.',
          ],
        ],
        [
          'Revenue',
          [
            'Opposes new general taxes without voter approval and a public spending plan.',
            'Open to a dedicated measure for infrastructure if the list of projects is published first.',
          ],
        ],
      ],
    },
    {
      topic: 'Public Safety',
      sections: [
        [
          'Emergency response',
          [
            'Wants to cut emergency response times by filling vacancies and improving regional dispatch.',
            'Supports sending mental health professionals to calls where police are not needed.',
          ],
        ],
        [
          'Preparedness',
          [
            'Proposes neighbourhood preparedness programmes and clearer evacuation routes for {place}.',
            'Would fund vegetation management and emergency alerts ahead of wildfire and flood seasons.',
          ],
        ],
      ],
    },
    {
      topic: 'Transportation and Environment',
      sections: [
        [
          'Getting around',
          [
            'Supports safe routes to school, protected bike lanes and better bus frequency.',
            'Prioritises fixing existing roads before building new ones.',
          ],
        ],
        [
          'Climate',
          [
            'Backs rebates for home electrification and more public electric vehicle chargers.',
            'Wants {place} to publish yearly progress on its climate goals.',
          ],
        ],
      ],
    },
    {
      topic: 'Government and Transparency',
      sections: [
        [
          'Open government',
          [
            'Promises to hold office hours and publish a plain-language summary of every major vote.',
            'Supports posting agendas and staff reports earlier so residents have time to comment.',
          ],
        ],
      ],
    },
  ];
