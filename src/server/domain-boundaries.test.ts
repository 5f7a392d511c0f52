// The server's domains are entered through their face (src/server/<domain>/index.ts): ESLint refuses an
// import of another domain's inside, from another domain or from the platform folders, and lets a domain
// use its own inside and the shared test helpers use anything. Linted as files that exist, so the
// resolver and the cycle check see the real tree around the snippet.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

const FACE_MESSAGE = 'Import the files domain through its face, src/server/files/index.ts';

describe('server domain boundaries', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: projectRoot, overrideConfigFile: path.join(projectRoot, 'eslint.config.js') });
  });

  async function restrictedImports(code: string, file: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, file) });
    return result!.messages
      .filter((message) => message.ruleId === 'import/no-restricted-paths')
      .map((message) => message.message);
  }

  it("refuses another domain's inside", async () => {
    const messages = await restrictedImports(
      "import { hideFiles } from '../files/queries';\nexport const hide = hideFiles;\n",
      'src/server/moderation/service.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(FACE_MESSAGE);
  });

  it('lets a domain import another through its face', async () => {
    const code = "import { createFilesDomain } from '../files';\nexport const create = createFilesDomain;\n";
    expect(await restrictedImports(code, 'src/server/moderation/service.ts')).toEqual([]);
  });

  it('holds for the platform folders and app.ts too', async () => {
    const fromHttp =
      "import { createFilesService } from '../files/service';\nexport const create = createFilesService;\n";
    expect((await restrictedImports(fromHttp, 'src/server/http/policies.ts'))[0]).toContain(FACE_MESSAGE);
    const fromApp = "import { fileRoutes } from './files/routes';\nexport const routes = fileRoutes;\n";
    expect((await restrictedImports(fromApp, 'src/server/app.ts'))[0]).toContain(FACE_MESSAGE);
  });

  it("lets a domain use its own inside, and the shared test helpers use any domain's", async () => {
    const own = "import { hideFiles } from './queries';\nexport const hide = hideFiles;\n";
    expect(await restrictedImports(own, 'src/server/files/service.ts')).toEqual([]);
    const helper = "import { hideFiles } from '../files/queries';\nexport const hide = hideFiles;\n";
    expect(await restrictedImports(helper, 'src/server/test/test-app.ts')).toEqual([]);
  });
});
