import { entities } from '../../../generated/entities.js';
import { useAccessControl } from '../../navigation/useAccessControl.js';
import { SchemaSingleton } from '../../resources/SchemaSingleton.js';
import { JobsSection } from './JobsSection.js';

/**
 * `/settings/operational-structure/parameters`: the client parameters' form, and for administrators the
 * server's background jobs below it (the spec's settings menu has no system page of its own).
 */
export function ParametersWithJobs() {
  const { isAdmin } = useAccessControl();
  return (
    <>
      <SchemaSingleton model={entities.parameters} />
      {isAdmin && <JobsSection />}
    </>
  );
}
