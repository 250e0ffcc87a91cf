import { useEffect, useState } from 'react';
import { fetchPublishedVersion } from '../api/public-api.js';

/** The site's version from /meta.json, shown in the sign-in footer. */
export function useAppVersion(): string | undefined {
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    let active = true;
    fetchPublishedVersion().then((value) => active && setVersion(value));
    return () => {
      active = false;
    };
  }, []);
  return version;
}
