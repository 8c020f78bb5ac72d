// Where browsers send Content-Security-Policy violation reports (docs/decisions/0025): the policy's
// report-uri and report-to, and the Reporting-Endpoints header, name these. No imports, so the
// server's header code can use it before the app is loaded.
export const CSP_REPORT_PATH = '/csp-reports'
/** the report-to group name the policy and the Reporting-Endpoints header share */
export const CSP_REPORT_GROUP = 'csp-endpoint'
