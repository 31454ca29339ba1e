/** A User Timing mark set once Web Vitals are observed on a page: a profile (and the end-to-end suite) sees when. */
export const VITALS_OBSERVED_MARK = 'telemetry:vitals-observed';
