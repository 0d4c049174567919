import type { TopicTemplate } from './fill';

/** City council prose: budget, housing, transportation, public safety and the rest of a typical agenda. */
export const councilTopics: readonly TopicTemplate[] = [
  {
    topic: 'Budget and Finance',
    sections: [
      {
        title: 'Mid-year budget update',
        agenda: [
          'Finance staff will present the mid-year review of the {city} general fund, which is tracking {percent} above the adopted revenue estimate.',
          'The council will be asked to move {amount} from the contingency reserve to cover higher insurance premiums.',
          'Residents may comment on the proposed adjustments before the council votes.',
        ],
        summary: [
          'Finance staff reported that general fund revenue in {city} is running {percent} ahead of the adopted budget, led by sales tax.',
          'The council approved moving {amount} from the contingency reserve to cover higher insurance premiums on a {vote} vote.',
          'Several members asked staff to return with options for rebuilding the reserve before next fiscal year.',
        ],
      },
      {
        title: 'Capital improvement program',
        agenda: [
          'The council will review the five-year capital improvement program, totalling {bigAmount}.',
          'Street resurfacing and storm drain repairs make up the largest share of the proposed spending.',
          'Staff will ask for direction on which projects to fund first if grant applications fall short.',
        ],
        summary: [
          'The council reviewed the five-year capital improvement program, totalling {bigAmount}, and asked staff to rank projects by safety impact.',
          'Street resurfacing and storm drain repairs remain the largest share of planned spending.',
          'The program returns for adoption with the annual budget.',
        ],
      },
      {
        title: 'Audit and financial reporting',
        agenda: [
          'The independent auditor will present the annual financial report for {city}.',
          'The council will consider accepting the report and the auditor’s management letter.',
        ],
        summary: [
          'The independent auditor issued a clean opinion on the annual financial report for {city}.',
          'The council accepted the report and asked staff to follow up on {count} minor process recommendations.',
        ],
      },
    ],
  },
  {
    topic: 'Housing',
    sections: [
      {
        title: 'Housing element progress report',
        agenda: [
          'Staff will present the annual progress report on the housing element, which sets a goal of {units} new homes in {city}.',
          'The report covers permits issued, affordable units approved and rezoning steps still outstanding.',
        ],
        summary: [
          'Staff reported that {city} issued permits for {count} homes last year toward its housing element goal of {units}.',
          'The council accepted the report on a {vote} vote and asked for a study session on accessory dwelling units.',
          'Members of the public urged faster action on sites identified for affordable housing.',
        ],
      },
      {
        title: 'Tenant protections',
        agenda: [
          'The council will discuss options for tenant relocation assistance and a rental registry.',
          'Staff estimates a registry would cost {amount} a year to administer.',
        ],
        summary: [
          'After extended public comment, the council directed staff to draft a tenant relocation assistance ordinance.',
          'A rental registry, estimated at {amount} a year to administer, was deferred pending more data.',
        ],
      },
    ],
  },
  {
    topic: 'Transportation',
    sections: [
      {
        title: 'Safe routes to school',
        agenda: [
          'Public works will present a plan for new crosswalks and bike lanes near schools on {street2}.',
          'The project would be funded by a {amount} state active transportation grant.',
        ],
        summary: [
          'The council endorsed new crosswalks and protected bike lanes near schools on {street2}.',
          'A {amount} state active transportation grant will cover most of the cost; construction is expected to take {months} months.',
        ],
      },
      {
        title: 'Street resurfacing contract',
        agenda: [
          'The council will consider awarding a {amount} contract for pavement resurfacing on {count} residential streets.',
          'Work would be scheduled around school breaks to limit traffic impacts.',
        ],
        summary: [
          'The council awarded a {amount} pavement resurfacing contract covering {count} residential streets on its consent calendar.',
          'Residents will receive notices at least two weeks before work begins on their block.',
        ],
      },
    ],
  },
  {
    topic: 'Public Safety',
    sections: [
      {
        title: 'Police and fire services report',
        agenda: [
          'The police chief and fire chief will give their quarterly reports on response times and staffing.',
          'The council may discuss the {county} regional dispatch agreement.',
        ],
        summary: [
          'The quarterly report showed average emergency response times holding steady, with {count} vacancies still being recruited.',
          'The council asked for an update on the {county} regional dispatch agreement before it renews.',
        ],
      },
      {
        title: 'Wildfire and emergency preparedness',
        agenda: [
          'Staff will present the updated emergency operations plan and evacuation route maps for {city}.',
          'The council will consider {amount} for vegetation management along public land.',
        ],
        summary: [
          'The council adopted the updated emergency operations plan on a {vote} vote.',
          'It also approved {amount} for vegetation management and encouraged residents to sign up for local alerts.',
        ],
      },
    ],
  },
  {
    topic: 'Parks and Community Services',
    sections: [
      {
        title: 'Park renovation',
        agenda: [
          'The council will review design options for renovating the park at {street}.',
          'Options include a new playground, shade structures and an all-abilities path.',
        ],
        summary: [
          'The council selected a design for the park at {street} with a new playground and an all-abilities path.',
          'Construction is budgeted at {amount} and is expected to start within {months} months.',
        ],
      },
      {
        title: 'Library and senior services',
        agenda: [
          'The council will hear a report on library hours and senior center programs.',
          'Staff proposes extending weekend library hours at a cost of {amount} a year.',
        ],
        summary: [
          'The council supported extending weekend library hours at a cost of {amount} a year.',
          'Senior center attendance has grown {percent} since last year, staff reported.',
        ],
      },
    ],
  },
  {
    topic: 'Sustainability',
    sections: [
      {
        title: 'Climate action plan',
        agenda: [
          'Staff will present the annual update on the {city} climate action plan.',
          'The council will consider new targets for electric vehicle charging at city facilities.',
        ],
        summary: [
          'The council received the annual climate action plan update; community emissions are down {percent} from the baseline year.',
          'Members approved a target of {count} new public electric vehicle chargers by {year}.',
        ],
      },
    ],
  },
];
