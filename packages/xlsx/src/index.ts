/** Streaming .xlsx files without a workbook in memory: the writer (one sheet, inline strings, no styles). */
export { columnLetters, putXmlText, xmlText, XlsxStreamWriter, type XlsxCell, type XlsxColumn, type XlsxWriterOptions } from './writer.ts';
