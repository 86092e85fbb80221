/** A white-label site (platform-shell §1): chosen by the first label of the host name. */
export interface SiteConfig {
  code: string;
  name: string;
  company_name: string;
  client_id: string;
  /** Identifies the site's client to the token call; the server still checks it (docs/architecture.md, "Where we depart from the specification"). */
  client_secret: string;
  /** Salt the browser uses to encrypt the site's stored session data. */
  secret_salt: string;
  logo: string;
  welcome_path: string;
  icp: string;
  /** Appointment sites: 5–18 login rule and the drag-slider check. */
  slider_check: boolean;
  /**
   * The business time zone (BUSINESS_TIME_ZONE, an IANA name): every time on every screen is shown on
   * its clock, whatever the browser's own zone.
   */
  time_zone: string;
}
