const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** RFC 2822 date-time in UTC with a numeric zone: "Fri, 01 Mar 2030 09:00:00 +0000". */
export function toRfc2822(instant: string | Date): string {
  const date = new Date(instant);
  return (
    `${DAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

const RFC2822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),[ \t]*)?(\d{1,2})[ \t]+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[ \t]+(\d{4})[ \t]+(\d{2}):(\d{2})(?::(\d{2}))?[ \t]+([+-]\d{4}|UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT)$/;
const NAMED_ZONES: Record<string, number> = { UT: 0, GMT: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7 };

/**
 * Parses an RFC 2822 date-time (section 3.3, with the named zones of the obsolete syntax that feeds
 * commonly use). Null when the text is not one: wrong shape, impossible date or time, a weekday
 * that does not match the date, two-digit years or military zones.
 */
export function parseRfc2822(text: string): Date | null {
  const match = RFC2822.exec(text.trim());
  if (!match) return null;
  const [, weekday, dayText, monthName, yearText, hourText, minuteText, secondText, zone] = match;
  const [day, month, year] = [Number(dayText), MONTHS.indexOf(monthName!), Number(yearText)];
  const [hour, minute, second] = [Number(hourText), Number(minuteText), Number(secondText ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes: number;
  if (zone! in NAMED_ZONES) offsetMinutes = NAMED_ZONES[zone!]! * 60;
  else {
    const sign = zone!.startsWith('-') ? -1 : 1;
    const [zoneHours, zoneMinutes] = [Number(zone!.slice(1, 3)), Number(zone!.slice(3, 5))];
    if (zoneMinutes > 59) return null;
    offsetMinutes = sign * (zoneHours * 60 + zoneMinutes);
  }
  const local = new Date(Date.UTC(year, month, day, hour, minute, second));
  if (local.getUTCDate() !== day || local.getUTCMonth() !== month) return null;
  if (weekday && DAYS[local.getUTCDay()] !== weekday) return null;
  return new Date(local.getTime() - offsetMinutes * 60_000);
}

/** W3C Datetime as in sitemap.xml (YYYY, YYYY-MM, YYYY-MM-DD, or a full time with a zone): "2030-03-01T09:00:00Z". */
export function toW3cDatetime(instant: string | Date): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const W3C = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

export function parseW3cDatetime(text: string): Date | null {
  const match = W3C.exec(text.trim());
  if (!match) return null;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, zone] = match;
  const [year, month, day] = [Number(yearText), Number(monthText ?? 1) - 1, Number(dayText ?? 1)];
  const [hour, minute, second] = [Number(hourText ?? 0), Number(minuteText ?? 0), Number(secondText ?? 0)];
  if (month > 11 || hour > 23 || minute > 59 || second > 59) return null;
  const local = new Date(Date.UTC(year, month, day, hour, minute, second));
  if (local.getUTCDate() !== day || local.getUTCMonth() !== month) return null;
  let offsetMinutes = 0;
  if (zone && zone !== 'Z') {
    const [zoneHours, zoneMinutes] = [Number(zone.slice(1, 3)), Number(zone.slice(4, 6))];
    if (zoneHours > 23 || zoneMinutes > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  }
  return new Date(local.getTime() - offsetMinutes * 60_000);
}
