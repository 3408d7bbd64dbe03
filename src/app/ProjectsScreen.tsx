import { LocalResultsCard } from '../features/genolists/local/LocalResultsCard';
import { ProjectsPage } from '../features/projects/ProjectsPage';

/**
 * The projects list with the card of results kept on this device: the shell composes the two so
 * the projects feature does not depend on genolists, and the route loads them as one chunk.
 */
export function ProjectsScreen() {
  return <ProjectsPage localResults={<LocalResultsCard />} />;
}
