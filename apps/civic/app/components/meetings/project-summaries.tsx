import { num, records, text } from './block-props';
import { BlockCard, BlockHeading, BlockList, BlockSection } from './block-styles';
import { FactList, type Fact } from './fact-list';

interface Project {
  name: string;
  action: string | null;
  address: string | null;
  description: string | null;
  applicant: string | null;
  units: number | null;
}

function toProject(props: Record<string, unknown>): Project | null {
  const name = text(props['projectName']);
  if (!name) return null;
  return {
    name,
    action: text(props['action']),
    address: text(props['address']),
    description: text(props['projectDescription']),
    applicant: text(props['applicant']),
    units: num(props['numberOfUnits']),
  };
}

/** Content block `ProjectSummaries {projects}`: the development projects a planning body heard. */
export function ProjectSummaries({ projects }: { projects?: unknown }) {
  const list = records(projects)
    .map(toProject)
    .filter((project): project is Project => project !== null);
  if (list.length === 0) return null;
  const facts = (project: Project): Fact[] => [
    ['Action', project.action],
    ['Address', project.address],
    ['Applicant', project.applicant],
    ['Units', project.units === null ? null : String(project.units)],
  ];
  return (
    <BlockSection aria-labelledby="projects-heading">
      <BlockHeading id="projects-heading">Projects</BlockHeading>
      <BlockList>
        {list.map((project, index) => (
          <BlockCard key={`${project.name}-${index}`}>
            <h3>{project.name}</h3>
            {project.description && <p>{project.description}</p>}
            <FactList facts={facts(project)} />
          </BlockCard>
        ))}
      </BlockList>
    </BlockSection>
  );
}
