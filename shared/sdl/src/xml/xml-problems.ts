/** One reason an XML template cannot be read: where (1-based line and column) and what, in words. */
export interface XmlProblem {
  line: number;
  column: number;
  message: string;
}

/** A place in the XML text: 1-based line and column. */
export interface XmlPlace {
  line: number;
  column: number;
}

/** Thrown by `movieToXml` for a movie that XML cannot say (a text with a control character XML 1.0 forbids). */
export class XmlWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XmlWriteError';
  }
}

/** Past this many problems a document is reported as having "more problems". */
export const MAX_XML_PROBLEMS = 50;
