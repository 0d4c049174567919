/** The usual titles of a city municipal code, with a few of their chapters. */
export const municodeTitles: readonly { name: string; chapters: readonly string[] }[] = [
  { name: 'General Provisions', chapters: ['Definitions', 'Penalties and Enforcement', 'Administrative Citations'] },
  { name: 'Administration and Personnel', chapters: ['City Council', 'City Manager', 'Boards and Commissions'] },
  { name: 'Revenue and Finance', chapters: ['Business License Tax', 'Purchasing', 'Transient Occupancy Tax'] },
  { name: 'Public Peace, Safety and Welfare', chapters: ['Noise', 'Fireworks', 'Smoking Regulations'] },
  { name: 'Vehicles and Traffic', chapters: ['Parking Regulations', 'Speed Limits', 'Permit Parking Districts'] },
  { name: 'Streets, Sidewalks and Public Places', chapters: ['Encroachment Permits', 'Street Trees', 'Parks'] },
  { name: 'Public Utilities', chapters: ['Water Service', 'Sewer Service', 'Solid Waste and Recycling'] },
  { name: 'Buildings and Construction', chapters: ['Building Code', 'Fire Code', 'Green Building Standards'] },
  { name: 'Zoning', chapters: ['Zoning Districts', 'Accessory Dwelling Units', 'Design Review', 'Signs'] },
  { name: 'Subdivisions', chapters: ['Tentative Maps', 'Parcel Maps', 'Dedications and Fees'] },
];

type ResourceItem = readonly [heading: string, text: string];

/** Practical sheets for residents; {city}-style placeholders are filled per city. */
export const resourceSheets: readonly {
  topic: string;
  title: string;
  sections: readonly { group: string; items: readonly ResourceItem[] }[];
}[] = [
  {
    topic: 'trash-and-recycling',
    title: 'Trash and Recycling Guide',
    sections: [
      {
        group: 'Weekly collection',
        items: [
          [
            'What goes where',
            'Use the blue cart for clean paper, cans and plastic bottles, the green cart for yard trimmings and food scraps, and the grey cart for everything else.',
          ],
          [
            'Collection day',
            'Carts go to the curb by 6 a.m. on your collection day and come back in the same evening.',
          ],
        ],
      },
      {
        group: 'Special items',
        items: [
          [
            'Bulky items',
            '{city} households can schedule free pickups of furniture and appliances a few times a year.',
          ],
          [
            'Household hazardous waste',
            'Paint, batteries and electronics go to the {county} hazardous waste program, never in a cart.',
          ],
        ],
      },
    ],
  },
  {
    topic: 'building-permits',
    title: 'Building Permit Basics',
    sections: [
      {
        group: 'Before you apply',
        items: [
          [
            'Do you need a permit?',
            'Most structural, electrical, plumbing and mechanical work needs a permit; small repairs often do not.',
          ],
          [
            'Zoning check',
            'Confirm setbacks and height limits with {city} planning staff before you design an addition.',
          ],
        ],
      },
      {
        group: 'Applying',
        items: [
          [
            'Submitting plans',
            'Plans are submitted online. Simple permits can be issued the same day; larger projects take several review rounds.',
          ],
          ['Inspections', 'Schedule inspections at each stage of work; final inspection closes the permit.'],
        ],
      },
    ],
  },
  {
    topic: 'emergency-preparedness',
    title: 'Emergency Preparedness Checklist',
    sections: [
      {
        group: 'Get ready',
        items: [
          ['Alerts', 'Register for {county} emergency alerts by text and email.'],
          ['Supplies', 'Store water, food and medication for at least three days.'],
        ],
      },
      {
        group: 'Make a plan',
        items: [
          ['Meeting place', 'Agree on a meeting place outside your neighbourhood.'],
          ['Neighbours', 'Check on neighbours who may need help during an evacuation.'],
        ],
      },
    ],
  },
  {
    topic: 'parking',
    title: 'Parking Rules and Permits',
    sections: [
      {
        group: 'On-street parking',
        items: [
          ['Time limits', 'Posted time limits apply on weekdays unless signs say otherwise.'],
          ['Street sweeping', 'Move vehicles on sweeping days to avoid a citation.'],
        ],
      },
      {
        group: 'Permits',
        items: [
          ['Residential permits', '{city} residents in permit districts can buy annual permits online.'],
          ['Citations', 'Citations can be paid or contested online within 21 days.'],
        ],
      },
    ],
  },
  {
    topic: 'parks-and-recreation',
    title: 'Parks and Recreation Guide',
    sections: [
      {
        group: 'Programs',
        items: [
          ['Classes and camps', 'Registration for seasonal classes and summer camps opens online each quarter.'],
          ['Fee assistance', 'Reduced fees are available to qualifying {city} households.'],
        ],
      },
      {
        group: 'Facilities',
        items: [
          [
            'Picnic areas and fields',
            'Reserve picnic areas and sports fields online; unreserved areas are first come, first served.',
          ],
        ],
      },
    ],
  },
  {
    topic: 'utility-billing',
    title: 'Utility Billing Help',
    sections: [
      {
        group: 'Your bill',
        items: [
          [
            'Reading your bill',
            'Bills show water use in hundreds of cubic feet, sewer charges and any solid waste charges.',
          ],
          ['Paying', 'Pay online, by phone, by mail or in person at city hall.'],
        ],
      },
      {
        group: 'Help',
        items: [
          ['Assistance programs', 'Income-qualified households may receive a discount on water and sewer charges.'],
          ['Leaks', 'A sudden jump in use often means a leak; {city} may offer a one-time leak adjustment.'],
        ],
      },
    ],
  },
];
