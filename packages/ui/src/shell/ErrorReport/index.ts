export { ErrorReport, type ErrorReportDetails, type ErrorReportProps } from './ErrorReport';
