import fs from "node:fs";
import path from "node:path";

/**
 * The recorded responses in the project's shared fixture folder (beside the repository, as in
 * CI). They are not copied into the repository; without the folder these tests are skipped.
 */
export const SHARED_FIXTURES = path.resolve(
  process.env.YUJIAN_SHARED_FIXTURES ?? path.join(import.meta.dirname, "../../../../shared/fixtures"),
);

export function sharedFixturesPresent(kind: string): boolean {
  return fs.existsSync(path.join(SHARED_FIXTURES, kind, "index.json"));
}

export function readSharedFixture(kind: string, file: string): string {
  return fs.readFileSync(path.join(SHARED_FIXTURES, kind, file), "utf8");
}
