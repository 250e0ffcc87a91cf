import { useEffect, useState } from 'react';
import { fetchMetaVersion, runningVersion, versionCheckIntervalMs } from './version-api.js';
import { isNewerVersion } from './version-compare.js';

/**
 * The published version when it is newer than the running one (platform-core section 4,
 * *Version*): checked at start, then every `versionCheckIntervalMs` while mounted.
 */
export function useNewVersion(): string | undefined {
  const [newer, setNewer] = useState<string>();
  useEffect(() => {
    let active = true;
    const check = async (cache: RequestCache) => {
      const published = await fetchMetaVersion(cache);
      if (active && isNewerVersion(published, runningVersion)) setNewer(published);
    };
    void check('default');
    const timer = setInterval(() => void check('reload'), versionCheckIntervalMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  return newer;
}
