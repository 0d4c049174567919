// The workspace's published packages: the libraries tagged `publish` (nx.json release.projects), each built into
// dist/libs/<name> by its `build` target.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** `{ project, dir, manifest }` for each published library, in name order. */
export function publishedPackages() {
  return readdirSync(join(root, 'libs'))
    .sort()
    .flatMap((name) => {
      const projectFile = join(root, 'libs', name, 'project.json');
      if (!existsSync(projectFile)) return [];
      const project = JSON.parse(readFileSync(projectFile, 'utf8'));
      if (!project.tags?.includes('publish')) return [];
      const dir = join(root, 'dist', 'libs', name);
      if (!existsSync(join(dir, 'package.json')))
        throw new Error(`${dir} has no package.json: run the libraries' build first`);
      return [{ project: project.name, dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }];
    });
}
