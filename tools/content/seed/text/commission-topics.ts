import type { TopicTemplate } from './fill';

/** Planning commission prose: development applications, zoning and design review. */
export const planningTopics: readonly TopicTemplate[] = [
  {
    topic: 'Development Applications',
    sections: [
      {
        title: 'Mixed-use project review',
        agenda: [
          'The commission will hold a public hearing on a mixed-use project at {street} with {units} homes over ground-floor retail.',
          'Staff recommends approval subject to conditions on parking, landscaping and construction hours.',
        ],
        summary: [
          'The commission approved a mixed-use project at {street} with {units} homes over ground-floor retail on a {vote} vote.',
          'Conditions require a construction management plan and street trees along {street2}.',
          'Neighbours raised concerns about parking; the applicant agreed to unbundle parking from rents.',
        ],
      },
      {
        title: 'Single-family design review',
        agenda: [
          'The commission will review a two-story home addition at {street}.',
          'Neighbours submitted comments about privacy and tree removal.',
        ],
        summary: [
          'The commission approved a two-story addition at {street} after the applicant reduced second-floor windows facing neighbours.',
          'A protected oak will be kept, with an arborist report required before permits.',
        ],
      },
    ],
  },
  {
    topic: 'Zoning and Land Use',
    sections: [
      {
        title: 'Zoning code amendments',
        agenda: [
          'The commission will consider amendments to the {city} zoning code to carry out state housing laws.',
          'Changes cover objective design standards and accessory dwelling unit rules.',
        ],
        summary: [
          'The commission recommended that the council adopt zoning code amendments implementing state housing laws.',
          'The amendments add objective design standards and simplify accessory dwelling unit approvals.',
        ],
      },
      {
        title: 'General plan update',
        agenda: [
          'Staff will present land-use alternatives for the general plan update.',
          'The commission will be asked which alternative to study in the environmental impact report.',
        ],
        summary: [
          'The commission chose a land-use alternative that focuses new homes near transit and commercial corridors.',
          'That alternative will be studied in the environmental impact report over the next {months} months.',
        ],
      },
    ],
  },
  {
    topic: 'Environmental Review',
    sections: [
      {
        title: 'Environmental impact report scoping',
        agenda: [
          'The commission will take comments on the scope of the environmental review for a project on {street2}.',
          'Topics include traffic, noise, biological resources and tribal cultural resources.',
        ],
        summary: [
          'The commission collected scoping comments on a project on {street2}; traffic and tree loss drew the most comments.',
          'Written comments will be accepted for {count} more days.',
        ],
      },
    ],
  },
];

/** Utilities commission prose: water, electricity, rates and infrastructure. */
export const utilitiesTopics: readonly TopicTemplate[] = [
  {
    topic: 'Water Supply',
    sections: [
      {
        title: 'Water supply outlook',
        agenda: [
          'Staff will present the water supply outlook for {city} based on current reservoir and groundwater levels.',
          'The commission will discuss whether to recommend voluntary conservation targets.',
        ],
        summary: [
          'Staff reported that local reservoirs are at {percent} above their seasonal average.',
          'The commission recommended keeping voluntary conservation targets and expanding turf replacement rebates.',
        ],
      },
      {
        title: 'Pipeline replacement',
        agenda: [
          'The commission will review the plan to replace aging water mains, starting with {count} segments on {street2}.',
          'The first phase is estimated at {bigAmount}.',
        ],
        summary: [
          'The commission endorsed the first phase of water main replacement, estimated at {bigAmount}.',
          'Work starts on {street2}, where breaks have been most frequent.',
        ],
      },
    ],
  },
  {
    topic: 'Rates and Finance',
    sections: [
      {
        title: 'Utility rate study',
        agenda: [
          'Consultants will present a rate study proposing a {percent} increase in water and sewer rates.',
          'The commission will make a recommendation to the city council.',
        ],
        summary: [
          'The commission recommended a {percent} increase in water and sewer rates on a {vote} vote.',
          'A low-income assistance program would offset the increase for eligible households.',
        ],
      },
    ],
  },
  {
    topic: 'Energy and Sustainability',
    sections: [
      {
        title: 'Electrification incentives',
        agenda: [
          'Staff will present proposed rebates for heat pump water heaters and home electrification.',
          'The program would be funded with {amount} from the utility’s public benefits fund.',
        ],
        summary: [
          'The commission supported heat pump and electrification rebates funded with {amount} from the public benefits fund.',
          'Staff will report enrolment numbers after {months} months.',
        ],
      },
      {
        title: 'Grid reliability',
        agenda: ['The commission will hear a report on outage frequency and planned substation upgrades.'],
        summary: [
          'Staff reported {count} unplanned outages last quarter and outlined substation upgrades to reduce them.',
          'The commission asked for a map of circuits most affected by heat waves.',
        ],
      },
    ],
  },
];
