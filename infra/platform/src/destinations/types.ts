import type { Destination } from '@reelforge/model';

/** One rendered result to deliver. */
export interface DeliveryInput {
  /** Absolute path of the rendered file. */
  file: string;
  /** Name at the destination (already substituted; see resultFilename in @reelforge/model). */
  filename: string;
  /** The destination's contenttype, or the format's when empty (contentTypeOfFormat). */
  contentType: string;
  /** Output format (mp4, webm, jpg, ...). */
  format: string;
  /** The datasource row, by column name (for metadata or fields that use ${column}). */
  row: Readonly<Record<string, string>>;
}

export interface DeliveryContext {
  /** The product CDN: stores the file in our own storage and returns its public URL. */
  cdn(input: DeliveryInput): Promise<string>;
  signal?: AbortSignal;
  /** Bytes sent so far, of `total` when known (S3 uploads report it part by part). */
  progress?(sent: number, total?: number): void;
  /** A try failed in passing: the next one comes after `delayMs` (the reason has no secret in it). */
  retrying?(retry: { attempt: number; delayMs: number; reason: string }): void;
}

export interface DeliveryResult {
  /** Where the result can be found: a URL (s3://, ftp://, https://, ...) or an id the service gave. */
  url: string;
  /** How many tries the delivery took (1 when the first one went through). */
  attempts?: number;
}

/** Delivers one result to a destination of its kind; throws an Error with a readable message. */
export type Deliver = (
  destination: Destination,
  input: DeliveryInput,
  context: DeliveryContext,
) => Promise<DeliveryResult>;
