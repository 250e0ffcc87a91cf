/** Browser, OS and device in words, as an error report carries them (platform-core section 7). */
export interface ClientDescription {
  browser: string;
  os: string;
  device: string;
}

type Rule = [RegExp, (match: RegExpExecArray) => string];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: Rule[] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, (m) => `Edge ${major(m[1])}`],
  [/OPR\/([\d.]+)/, (m) => `Opera ${major(m[1])}`],
  [/SamsungBrowser\/([\d.]+)/, (m) => `Samsung Internet ${major(m[1])}`],
  [/(?:Chrome|CriOS|Chromium)\/([\d.]+)/, (m) => `Chrome ${major(m[1])}`],
  [/(?:Firefox|FxiOS)\/([\d.]+)/, (m) => `Firefox ${major(m[1])}`],
  [/Version\/([\d.]+).*Safari\//, (m) => `Safari ${major(m[1])}`],
];

const systems: Rule[] = [
  [/Windows NT 10\.0/, () => 'Windows 10/11'],
  [/Windows NT ([\d.]+)/, (m) => `Windows NT ${m[1]}`],
  [/Android ([\d.]+)/, (m) => `Android ${m[1]}`],
  [/(?:iPhone|CPU) OS ([\d_]+)/, (m) => `iOS ${m[1]!.replaceAll('_', '.')}`],
  [/Mac OS X ([\d_.]+)/, (m) => `macOS ${m[1]!.replaceAll('_', '.')}`],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

function major(version: string | undefined): string {
  return version?.split('.')[0] ?? '';
}

function firstMatch(rules: Rule[], text: string): string {
  for (const [pattern, name] of rules) {
    const match = pattern.exec(text);
    if (match) return name(match);
  }
  return 'unknown';
}

function deviceType(userAgent: string): string {
  if (/iPad|Tablet/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|iPod/.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** From the user agent, plus the screen size when there is one: no library needed for these three words. */
export function describeClient(userAgent: string, screen?: { width: number; height: number }): ClientDescription {
  const size = screen ? ` ${screen.width}x${screen.height}` : '';
  return { browser: firstMatch(browsers, userAgent), os: firstMatch(systems, userAgent), device: `${deviceType(userAgent)}${size}` };
}
