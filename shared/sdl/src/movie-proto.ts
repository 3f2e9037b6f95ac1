/**
 * The scene description language: one movie as a protobuf message. The console, the
 * platform and the renderer read this one definition; the platform also serves it as
 * /sdl/movie.proto (SPEC §7, "the movie and preview message definitions").
 *
 * Conventions:
 * - Times are frames of the movie's frame rate. A layer's `duration` of 0 lasts to the
 *   end of its scene; an audio track's `duration` of 0 lasts to the end of its source.
 * - Fields marked optional have a meaningful default other than proto3's zero (opacity 1,
 *   volume 1, ...); unset means that default.
 * - `bindings` map a field name of the message that holds them (for example "text",
 *   "asset", "color", "length", "x") to the key of a variable that supplies its value.
 */
export const MOVIE_PROTO = `syntax = "proto3";
package reelforge.sdl;

message FrameRate {
  uint32 num = 1;
  uint32 den = 2;
}

message VideoParams {
  uint32 width = 1;
  uint32 height = 2;
  FrameRate videoframerate = 3;
  // x264, vp8, prores, gif, mpeg2, wmv; empty means x264.
  string videocodec = 4;
  // kbit/s; 0 means the export bitrate for the height.
  uint32 videobitrate = 5;
  // frames; 0 means the default hint of 45.
  uint32 videominimumforcedkeyframeinterval = 6;
}

message AudioParams {
  // aac, vorbis, mp3, none; empty means the codec's default.
  string audiocodec = 1;
  // bit/s; 0 means the codec's default.
  uint32 audioabr = 2;
  uint32 audioframeSize = 3;
}

message Params {
  VideoParams vparams = 1;
  AudioParams aparams = 2;
}

message Rect {
  int32 x = 1;
  int32 y = 2;
  // 0 means the full frame width / height.
  uint32 w = 3;
  uint32 h = 4;
}

enum Fit {
  COVER = 0;
  CONTAIN = 1;
  STRETCH = 2;
  NONE = 3;
}

enum Align {
  CENTER = 0;
  LEFT = 1;
  RIGHT = 2;
}

enum VAlign {
  MIDDLE = 0;
  TOP = 1;
  BOTTOM = 2;
}

message VideoLayer {
  string asset = 1;
  // frames into the source where the layer starts playing
  uint32 offset = 2;
  bool loop = 3;
  // mix the video's own sound into the movie
  bool audio = 4;
  optional float volume = 5;
  map<string, string> bindings = 15;
}

message ImageLayer {
  string asset = 1;
  map<string, string> bindings = 15;
}

message TextLayer {
  string text = 1;
  // a font asset of the project; empty means DejaVu Sans
  string font = 2;
  // pixels
  uint32 size = 3;
  // #rrggbb or #rrggbbaa; empty means white
  string color = 4;
  Align align = 5;
  VAlign valign = 6;
  // a box behind the text, #rrggbb[aa]; empty means none
  string box = 7;
  uint32 boxpadding = 8;
  map<string, string> bindings = 15;
}

message ColorLayer {
  // #rrggbb or #rrggbbaa
  string color = 1;
  map<string, string> bindings = 15;
}

message Layer {
  string name = 1;
  oneof content {
    VideoLayer video = 2;
    ImageLayer image = 3;
    TextLayer text = 4;
    ColorLayer color = 5;
  }
  // frames after the scene's start
  uint32 start = 6;
  // frames; 0 lasts to the end of the scene
  uint32 duration = 7;
  // where the layer goes; unset means the whole frame
  Rect position = 8;
  Fit fit = 9;
  optional float opacity = 10;
  uint32 fadein = 11;
  uint32 fadeout = 12;
  map<string, string> bindings = 15;
}

enum TransitionType {
  NONE = 0;
  CROSSFADE = 1;
  FADE = 2;
  WIPE = 3;
  PUSH = 4;
}

message Transition {
  TransitionType type = 1;
  // frames of overlap with the previous scene
  uint32 duration = 2;
  // 1 top, 2 right, 3 bottom, 4 left: where the new scene comes from
  uint32 direction = 3;
  // FADE goes through this colour; empty means black
  string color = 4;
}

message Scene {
  string name = 1;
  // frames
  uint32 length = 2;
  // drawn first to last: the last is on top
  repeated Layer layers = 3;
  // how this scene enters from the previous one; ignored on the first scene
  Transition transition = 4;
  // scene background; empty means black
  string background = 5;
  map<string, string> bindings = 15;
}

message AudioTrack {
  string asset = 1;
  // frames into the movie where the track starts
  uint32 offset = 2;
  // frames into the source where playing starts
  uint32 start = 3;
  // frames; 0 plays to the end of the source (or the movie)
  uint32 duration = 4;
  optional float volume = 5;
  uint32 fadein = 6;
  uint32 fadeout = 7;
  map<string, string> bindings = 15;
}

enum VariableType {
  MAP = 0;
  DATASOURCE = 1;
  FORMAT = 2;
}

message Point {
  float x = 1;
  float y = 2;
}

message Variable {
  string key = 1;
  VariableType type = 2;
  // "string" (default) or "points"
  string valuetype = 3;
  string value = 4;
  string defaultvalue = 5;
  // DATASOURCE: the datasource asset, its column, and the row used when none is given
  string datasource = 6;
  string column = 7;
  uint32 defaultrow = 8;
  // FORMAT: a text with \${key} references to other variables
  string format = 9;
}

message Movie {
  Params params = 1;
  repeated Scene scenes = 2;
  repeated AudioTrack audio = 3;
  repeated Variable variables = 4;
}

enum PreviewFormat {
  HLS = 0;
  JPG = 1;
}

message PreviewRequest {
  Movie movie = 1;
  PreviewFormat format = 2;
  // frames; range_end 0 means to the end
  uint32 range_start = 3;
  uint32 range_end = 4;
  uint32 frame = 5;
  map<string, string> params = 6;
  string username = 7;
}
`;
