import { labelledTime, type LastLoginInfo } from '@app/shared';

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A client (user agent) as a person names it: browser and version, and system ("Chrome 120 / Windows");
 * an agent that is none of these as it came, shortened.
 */
export function describeClient(agent: string): string {
  const browser = BROWSERS.map(([re, name]) => {
    const m = re.exec(agent);
    return m ? `${name} ${m[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([re]) => re.test(agent))?.[1];
  if (browser) return system ? `${browser} / ${system}` : browser;
  return agent.length > 60 ? `${agent.slice(0, 57)}...` : agent;
}

/** The last sign-in as one line: its time (business clock, with its zone for a reader elsewhere), address and client. */
export const lastLoginText = (info: LastLoginInfo) =>
  [labelledTime(info.time), info.ip, describeClient(info.user_agent)].filter(Boolean).join('  ');
