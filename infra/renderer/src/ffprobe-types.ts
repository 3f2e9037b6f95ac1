/** What ffprobe -show_streams -show_format says of a file (the fields the platform reads). */
export interface FfprobeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  duration?: string;
  disposition?: { attached_pic?: number };
}

export interface FfprobeResult {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string };
}
