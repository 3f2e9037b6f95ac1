// Generated from shared/sdl/src/movie.proto by `pnpm --filter @reelforge/sdl generate`: do not edit.
import * as $protobuf from "protobufjs/minimal.js";
import Long = require("long");

/** Namespace reelforge. */
export namespace reelforge {

    /** Namespace sdl. */
    namespace sdl {

        /**
         * Properties of a FrameRate.
         * @deprecated Use reelforge.sdl.FrameRate.$Properties instead.
         */
        interface IFrameRate extends reelforge.sdl.FrameRate.$Properties {
        }

        /** Represents a FrameRate. */
        class FrameRate {

            /**
             * Constructs a new FrameRate.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.FrameRate.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** FrameRate num. */
            num: number;

            /** FrameRate den. */
            den: number;

            /**
             * Creates a new FrameRate instance using the specified properties.
             * @param [properties] Properties to set
             * @returns FrameRate instance
             */
            static create(properties: reelforge.sdl.FrameRate.$Shape): reelforge.sdl.FrameRate & reelforge.sdl.FrameRate.$Shape;
            static create(properties?: reelforge.sdl.FrameRate.$Properties): reelforge.sdl.FrameRate;

            /**
             * Encodes the specified FrameRate message. Does not implicitly {@link reelforge.sdl.FrameRate.verify|verify} messages.
             * @param message FrameRate message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.FrameRate.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a FrameRate message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.FrameRate & reelforge.sdl.FrameRate.$Shape} FrameRate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.FrameRate & reelforge.sdl.FrameRate.$Shape;

            /**
             * Verifies a FrameRate message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a FrameRate message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns FrameRate
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.FrameRate;

            /**
             * Creates a plain object from a FrameRate message. Also converts values to other types if specified.
             * @param message FrameRate
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.FrameRate, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this FrameRate to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace FrameRate {

            /** Properties of a FrameRate. */
            interface $Properties {

                /** FrameRate num */
                num?: (number|null);

                /** FrameRate den */
                den?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a FrameRate. */
            type $Shape = reelforge.sdl.FrameRate.$Properties;
        }

        /**
         * Properties of a VideoParams.
         * @deprecated Use reelforge.sdl.VideoParams.$Properties instead.
         */
        interface IVideoParams extends reelforge.sdl.VideoParams.$Properties {
        }

        /** Represents a VideoParams. */
        class VideoParams {

            /**
             * Constructs a new VideoParams.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.VideoParams.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** VideoParams width. */
            width: number;

            /** VideoParams height. */
            height: number;

            /** VideoParams videoframerate. */
            videoframerate?: (reelforge.sdl.FrameRate.$Properties|null);

            /** VideoParams videocodec. */
            videocodec: string;

            /** VideoParams videobitrate. */
            videobitrate: number;

            /** VideoParams videominimumforcedkeyframeinterval. */
            videominimumforcedkeyframeinterval: number;

            /**
             * Creates a new VideoParams instance using the specified properties.
             * @param [properties] Properties to set
             * @returns VideoParams instance
             */
            static create(properties: reelforge.sdl.VideoParams.$Shape): reelforge.sdl.VideoParams & reelforge.sdl.VideoParams.$Shape;
            static create(properties?: reelforge.sdl.VideoParams.$Properties): reelforge.sdl.VideoParams;

            /**
             * Encodes the specified VideoParams message. Does not implicitly {@link reelforge.sdl.VideoParams.verify|verify} messages.
             * @param message VideoParams message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.VideoParams.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a VideoParams message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.VideoParams & reelforge.sdl.VideoParams.$Shape} VideoParams
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.VideoParams & reelforge.sdl.VideoParams.$Shape;

            /**
             * Verifies a VideoParams message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a VideoParams message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns VideoParams
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.VideoParams;

            /**
             * Creates a plain object from a VideoParams message. Also converts values to other types if specified.
             * @param message VideoParams
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.VideoParams, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this VideoParams to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace VideoParams {

            /** Properties of a VideoParams. */
            interface $Properties {

                /** VideoParams width */
                width?: (number|null);

                /** VideoParams height */
                height?: (number|null);

                /** VideoParams videoframerate */
                videoframerate?: (reelforge.sdl.FrameRate.$Properties|null);

                /** VideoParams videocodec */
                videocodec?: (string|null);

                /** VideoParams videobitrate */
                videobitrate?: (number|null);

                /** VideoParams videominimumforcedkeyframeinterval */
                videominimumforcedkeyframeinterval?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a VideoParams. */
            type $Shape = reelforge.sdl.VideoParams.$Properties;
        }

        /**
         * Properties of an AudioParams.
         * @deprecated Use reelforge.sdl.AudioParams.$Properties instead.
         */
        interface IAudioParams extends reelforge.sdl.AudioParams.$Properties {
        }

        /** Represents an AudioParams. */
        class AudioParams {

            /**
             * Constructs a new AudioParams.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.AudioParams.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** AudioParams audiocodec. */
            audiocodec: string;

            /** AudioParams audioabr. */
            audioabr: number;

            /** AudioParams audioframeSize. */
            audioframeSize: number;

            /**
             * Creates a new AudioParams instance using the specified properties.
             * @param [properties] Properties to set
             * @returns AudioParams instance
             */
            static create(properties: reelforge.sdl.AudioParams.$Shape): reelforge.sdl.AudioParams & reelforge.sdl.AudioParams.$Shape;
            static create(properties?: reelforge.sdl.AudioParams.$Properties): reelforge.sdl.AudioParams;

            /**
             * Encodes the specified AudioParams message. Does not implicitly {@link reelforge.sdl.AudioParams.verify|verify} messages.
             * @param message AudioParams message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.AudioParams.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an AudioParams message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.AudioParams & reelforge.sdl.AudioParams.$Shape} AudioParams
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.AudioParams & reelforge.sdl.AudioParams.$Shape;

            /**
             * Verifies an AudioParams message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates an AudioParams message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns AudioParams
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.AudioParams;

            /**
             * Creates a plain object from an AudioParams message. Also converts values to other types if specified.
             * @param message AudioParams
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.AudioParams, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this AudioParams to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace AudioParams {

            /** Properties of an AudioParams. */
            interface $Properties {

                /** AudioParams audiocodec */
                audiocodec?: (string|null);

                /** AudioParams audioabr */
                audioabr?: (number|null);

                /** AudioParams audioframeSize */
                audioframeSize?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an AudioParams. */
            type $Shape = reelforge.sdl.AudioParams.$Properties;
        }

        /**
         * Properties of a Params.
         * @deprecated Use reelforge.sdl.Params.$Properties instead.
         */
        interface IParams extends reelforge.sdl.Params.$Properties {
        }

        /** Represents a Params. */
        class Params {

            /**
             * Constructs a new Params.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Params.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Params vparams. */
            vparams?: (reelforge.sdl.VideoParams.$Properties|null);

            /** Params aparams. */
            aparams?: (reelforge.sdl.AudioParams.$Properties|null);

            /**
             * Creates a new Params instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Params instance
             */
            static create(properties: reelforge.sdl.Params.$Shape): reelforge.sdl.Params & reelforge.sdl.Params.$Shape;
            static create(properties?: reelforge.sdl.Params.$Properties): reelforge.sdl.Params;

            /**
             * Encodes the specified Params message. Does not implicitly {@link reelforge.sdl.Params.verify|verify} messages.
             * @param message Params message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Params.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Params message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Params & reelforge.sdl.Params.$Shape} Params
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Params & reelforge.sdl.Params.$Shape;

            /**
             * Verifies a Params message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Params message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Params
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Params;

            /**
             * Creates a plain object from a Params message. Also converts values to other types if specified.
             * @param message Params
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Params, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Params to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Params {

            /** Properties of a Params. */
            interface $Properties {

                /** Params vparams */
                vparams?: (reelforge.sdl.VideoParams.$Properties|null);

                /** Params aparams */
                aparams?: (reelforge.sdl.AudioParams.$Properties|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Params. */
            type $Shape = reelforge.sdl.Params.$Properties;
        }

        /**
         * Properties of a Rect.
         * @deprecated Use reelforge.sdl.Rect.$Properties instead.
         */
        interface IRect extends reelforge.sdl.Rect.$Properties {
        }

        /** Represents a Rect. */
        class Rect {

            /**
             * Constructs a new Rect.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Rect.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Rect x. */
            x: number;

            /** Rect y. */
            y: number;

            /** Rect w. */
            w: number;

            /** Rect h. */
            h: number;

            /**
             * Creates a new Rect instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Rect instance
             */
            static create(properties: reelforge.sdl.Rect.$Shape): reelforge.sdl.Rect & reelforge.sdl.Rect.$Shape;
            static create(properties?: reelforge.sdl.Rect.$Properties): reelforge.sdl.Rect;

            /**
             * Encodes the specified Rect message. Does not implicitly {@link reelforge.sdl.Rect.verify|verify} messages.
             * @param message Rect message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Rect.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Rect message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Rect & reelforge.sdl.Rect.$Shape} Rect
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Rect & reelforge.sdl.Rect.$Shape;

            /**
             * Verifies a Rect message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Rect message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Rect
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Rect;

            /**
             * Creates a plain object from a Rect message. Also converts values to other types if specified.
             * @param message Rect
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Rect, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Rect to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Rect {

            /** Properties of a Rect. */
            interface $Properties {

                /** Rect x */
                x?: (number|null);

                /** Rect y */
                y?: (number|null);

                /** Rect w */
                w?: (number|null);

                /** Rect h */
                h?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Rect. */
            type $Shape = reelforge.sdl.Rect.$Properties;
        }

        /** Fit enum. */
        enum Fit {

            /** COVER value */
            COVER = 0,

            /** CONTAIN value */
            CONTAIN = 1,

            /** STRETCH value */
            STRETCH = 2,

            /** NONE value */
            NONE = 3
        }

        /** Align enum. */
        enum Align {

            /** CENTER value */
            CENTER = 0,

            /** LEFT value */
            LEFT = 1,

            /** RIGHT value */
            RIGHT = 2
        }

        /** VAlign enum. */
        enum VAlign {

            /** MIDDLE value */
            MIDDLE = 0,

            /** TOP value */
            TOP = 1,

            /** BOTTOM value */
            BOTTOM = 2
        }

        /**
         * Properties of a VideoLayer.
         * @deprecated Use reelforge.sdl.VideoLayer.$Properties instead.
         */
        interface IVideoLayer extends reelforge.sdl.VideoLayer.$Properties {
        }

        /** Represents a VideoLayer. */
        class VideoLayer {

            /**
             * Constructs a new VideoLayer.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.VideoLayer.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** VideoLayer asset. */
            asset: string;

            /** VideoLayer offset. */
            offset: number;

            /** VideoLayer loop. */
            loop: boolean;

            /** VideoLayer audio. */
            audio: boolean;

            /** VideoLayer volume. */
            volume?: (number|null);

            /** VideoLayer bindings. */
            bindings: { [k: string]: string };

            /**
             * Creates a new VideoLayer instance using the specified properties.
             * @param [properties] Properties to set
             * @returns VideoLayer instance
             */
            static create(properties: reelforge.sdl.VideoLayer.$Shape): reelforge.sdl.VideoLayer & reelforge.sdl.VideoLayer.$Shape;
            static create(properties?: reelforge.sdl.VideoLayer.$Properties): reelforge.sdl.VideoLayer;

            /**
             * Encodes the specified VideoLayer message. Does not implicitly {@link reelforge.sdl.VideoLayer.verify|verify} messages.
             * @param message VideoLayer message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.VideoLayer.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a VideoLayer message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.VideoLayer & reelforge.sdl.VideoLayer.$Shape} VideoLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.VideoLayer & reelforge.sdl.VideoLayer.$Shape;

            /**
             * Verifies a VideoLayer message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a VideoLayer message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns VideoLayer
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.VideoLayer;

            /**
             * Creates a plain object from a VideoLayer message. Also converts values to other types if specified.
             * @param message VideoLayer
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.VideoLayer, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this VideoLayer to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace VideoLayer {

            /** Properties of a VideoLayer. */
            interface $Properties {

                /** VideoLayer asset */
                asset?: (string|null);

                /** VideoLayer offset */
                offset?: (number|null);

                /** VideoLayer loop */
                loop?: (boolean|null);

                /** VideoLayer audio */
                audio?: (boolean|null);

                /** VideoLayer volume */
                volume?: (number|null);

                /** VideoLayer bindings */
                bindings?: ({ [k: string]: string }|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a VideoLayer. */
            type $Shape = reelforge.sdl.VideoLayer.$Properties;
        }

        /**
         * Properties of an ImageLayer.
         * @deprecated Use reelforge.sdl.ImageLayer.$Properties instead.
         */
        interface IImageLayer extends reelforge.sdl.ImageLayer.$Properties {
        }

        /** Represents an ImageLayer. */
        class ImageLayer {

            /**
             * Constructs a new ImageLayer.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.ImageLayer.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** ImageLayer asset. */
            asset: string;

            /** ImageLayer bindings. */
            bindings: { [k: string]: string };

            /**
             * Creates a new ImageLayer instance using the specified properties.
             * @param [properties] Properties to set
             * @returns ImageLayer instance
             */
            static create(properties: reelforge.sdl.ImageLayer.$Shape): reelforge.sdl.ImageLayer & reelforge.sdl.ImageLayer.$Shape;
            static create(properties?: reelforge.sdl.ImageLayer.$Properties): reelforge.sdl.ImageLayer;

            /**
             * Encodes the specified ImageLayer message. Does not implicitly {@link reelforge.sdl.ImageLayer.verify|verify} messages.
             * @param message ImageLayer message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.ImageLayer.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an ImageLayer message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.ImageLayer & reelforge.sdl.ImageLayer.$Shape} ImageLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.ImageLayer & reelforge.sdl.ImageLayer.$Shape;

            /**
             * Verifies an ImageLayer message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates an ImageLayer message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns ImageLayer
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.ImageLayer;

            /**
             * Creates a plain object from an ImageLayer message. Also converts values to other types if specified.
             * @param message ImageLayer
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.ImageLayer, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this ImageLayer to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace ImageLayer {

            /** Properties of an ImageLayer. */
            interface $Properties {

                /** ImageLayer asset */
                asset?: (string|null);

                /** ImageLayer bindings */
                bindings?: ({ [k: string]: string }|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an ImageLayer. */
            type $Shape = reelforge.sdl.ImageLayer.$Properties;
        }

        /**
         * Properties of a TextLayer.
         * @deprecated Use reelforge.sdl.TextLayer.$Properties instead.
         */
        interface ITextLayer extends reelforge.sdl.TextLayer.$Properties {
        }

        /** Represents a TextLayer. */
        class TextLayer {

            /**
             * Constructs a new TextLayer.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.TextLayer.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** TextLayer text. */
            text: string;

            /** TextLayer font. */
            font: string;

            /** TextLayer size. */
            size: number;

            /** TextLayer color. */
            color: string;

            /** TextLayer align. */
            align: reelforge.sdl.Align;

            /** TextLayer valign. */
            valign: reelforge.sdl.VAlign;

            /** TextLayer box. */
            box: string;

            /** TextLayer boxpadding. */
            boxpadding: number;

            /** TextLayer revealunit. */
            revealunit: reelforge.sdl.RevealUnit;

            /** TextLayer bindings. */
            bindings: { [k: string]: string };

            /**
             * Creates a new TextLayer instance using the specified properties.
             * @param [properties] Properties to set
             * @returns TextLayer instance
             */
            static create(properties: reelforge.sdl.TextLayer.$Shape): reelforge.sdl.TextLayer & reelforge.sdl.TextLayer.$Shape;
            static create(properties?: reelforge.sdl.TextLayer.$Properties): reelforge.sdl.TextLayer;

            /**
             * Encodes the specified TextLayer message. Does not implicitly {@link reelforge.sdl.TextLayer.verify|verify} messages.
             * @param message TextLayer message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.TextLayer.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a TextLayer message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.TextLayer & reelforge.sdl.TextLayer.$Shape} TextLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.TextLayer & reelforge.sdl.TextLayer.$Shape;

            /**
             * Verifies a TextLayer message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a TextLayer message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns TextLayer
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.TextLayer;

            /**
             * Creates a plain object from a TextLayer message. Also converts values to other types if specified.
             * @param message TextLayer
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.TextLayer, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this TextLayer to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace TextLayer {

            /** Properties of a TextLayer. */
            interface $Properties {

                /** TextLayer text */
                text?: (string|null);

                /** TextLayer font */
                font?: (string|null);

                /** TextLayer size */
                size?: (number|null);

                /** TextLayer color */
                color?: (string|null);

                /** TextLayer align */
                align?: (reelforge.sdl.Align|null);

                /** TextLayer valign */
                valign?: (reelforge.sdl.VAlign|null);

                /** TextLayer box */
                box?: (string|null);

                /** TextLayer boxpadding */
                boxpadding?: (number|null);

                /** TextLayer revealunit */
                revealunit?: (reelforge.sdl.RevealUnit|null);

                /** TextLayer bindings */
                bindings?: ({ [k: string]: string }|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a TextLayer. */
            type $Shape = reelforge.sdl.TextLayer.$Properties;
        }

        /** RevealUnit enum. */
        enum RevealUnit {

            /** LETTER value */
            LETTER = 0,

            /** WORD value */
            WORD = 1
        }

        /**
         * Properties of a LayerTracking.
         * @deprecated Use reelforge.sdl.LayerTracking.$Properties instead.
         */
        interface ILayerTracking extends reelforge.sdl.LayerTracking.$Properties {
        }

        /** Represents a LayerTracking. */
        class LayerTracking {

            /**
             * Constructs a new LayerTracking.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.LayerTracking.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** LayerTracking video. */
            video: string;

            /** LayerTracking version. */
            version: string;

            /** LayerTracking offset. */
            offset: number;

            /** LayerTracking area. */
            area?: (reelforge.sdl.Rect.$Properties|null);

            /** LayerTracking align. */
            align: reelforge.sdl.Align;

            /** LayerTracking valign. */
            valign: reelforge.sdl.VAlign;

            /** LayerTracking dx. */
            dx: number;

            /** LayerTracking dy. */
            dy: number;

            /**
             * Creates a new LayerTracking instance using the specified properties.
             * @param [properties] Properties to set
             * @returns LayerTracking instance
             */
            static create(properties: reelforge.sdl.LayerTracking.$Shape): reelforge.sdl.LayerTracking & reelforge.sdl.LayerTracking.$Shape;
            static create(properties?: reelforge.sdl.LayerTracking.$Properties): reelforge.sdl.LayerTracking;

            /**
             * Encodes the specified LayerTracking message. Does not implicitly {@link reelforge.sdl.LayerTracking.verify|verify} messages.
             * @param message LayerTracking message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.LayerTracking.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a LayerTracking message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.LayerTracking & reelforge.sdl.LayerTracking.$Shape} LayerTracking
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.LayerTracking & reelforge.sdl.LayerTracking.$Shape;

            /**
             * Verifies a LayerTracking message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a LayerTracking message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns LayerTracking
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.LayerTracking;

            /**
             * Creates a plain object from a LayerTracking message. Also converts values to other types if specified.
             * @param message LayerTracking
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.LayerTracking, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this LayerTracking to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace LayerTracking {

            /** Properties of a LayerTracking. */
            interface $Properties {

                /** LayerTracking video */
                video?: (string|null);

                /** LayerTracking version */
                version?: (string|null);

                /** LayerTracking offset */
                offset?: (number|null);

                /** LayerTracking area */
                area?: (reelforge.sdl.Rect.$Properties|null);

                /** LayerTracking align */
                align?: (reelforge.sdl.Align|null);

                /** LayerTracking valign */
                valign?: (reelforge.sdl.VAlign|null);

                /** LayerTracking dx */
                dx?: (number|null);

                /** LayerTracking dy */
                dy?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a LayerTracking. */
            type $Shape = reelforge.sdl.LayerTracking.$Properties;
        }

        /**
         * Properties of a ColorLayer.
         * @deprecated Use reelforge.sdl.ColorLayer.$Properties instead.
         */
        interface IColorLayer extends reelforge.sdl.ColorLayer.$Properties {
        }

        /** Represents a ColorLayer. */
        class ColorLayer {

            /**
             * Constructs a new ColorLayer.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.ColorLayer.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** ColorLayer color. */
            color: string;

            /** ColorLayer bindings. */
            bindings: { [k: string]: string };

            /**
             * Creates a new ColorLayer instance using the specified properties.
             * @param [properties] Properties to set
             * @returns ColorLayer instance
             */
            static create(properties: reelforge.sdl.ColorLayer.$Shape): reelforge.sdl.ColorLayer & reelforge.sdl.ColorLayer.$Shape;
            static create(properties?: reelforge.sdl.ColorLayer.$Properties): reelforge.sdl.ColorLayer;

            /**
             * Encodes the specified ColorLayer message. Does not implicitly {@link reelforge.sdl.ColorLayer.verify|verify} messages.
             * @param message ColorLayer message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.ColorLayer.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a ColorLayer message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.ColorLayer & reelforge.sdl.ColorLayer.$Shape} ColorLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.ColorLayer & reelforge.sdl.ColorLayer.$Shape;

            /**
             * Verifies a ColorLayer message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a ColorLayer message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns ColorLayer
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.ColorLayer;

            /**
             * Creates a plain object from a ColorLayer message. Also converts values to other types if specified.
             * @param message ColorLayer
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.ColorLayer, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this ColorLayer to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace ColorLayer {

            /** Properties of a ColorLayer. */
            interface $Properties {

                /** ColorLayer color */
                color?: (string|null);

                /** ColorLayer bindings */
                bindings?: ({ [k: string]: string }|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a ColorLayer. */
            type $Shape = reelforge.sdl.ColorLayer.$Properties;
        }

        /**
         * Properties of a Layer.
         * @deprecated Use reelforge.sdl.Layer.$Properties instead.
         */
        interface ILayer extends reelforge.sdl.Layer.$Properties {
        }

        /** Represents a Layer. */
        class Layer {

            /**
             * Constructs a new Layer.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Layer.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Layer name. */
            name: string;

            /** Layer video. */
            video?: (reelforge.sdl.VideoLayer.$Properties|null);

            /** Layer image. */
            image?: (reelforge.sdl.ImageLayer.$Properties|null);

            /** Layer text. */
            text?: (reelforge.sdl.TextLayer.$Properties|null);

            /** Layer color. */
            color?: (reelforge.sdl.ColorLayer.$Properties|null);

            /** Layer start. */
            start: number;

            /** Layer duration. */
            duration: number;

            /** Layer position. */
            position?: (reelforge.sdl.Rect.$Properties|null);

            /** Layer fit. */
            fit: reelforge.sdl.Fit;

            /** Layer opacity. */
            opacity?: (number|null);

            /** Layer fadein. */
            fadein: number;

            /** Layer fadeout. */
            fadeout: number;

            /** Layer bindings. */
            bindings: { [k: string]: string };

            /** Layer tracking. */
            tracking?: (reelforge.sdl.LayerTracking.$Properties|null);

            /** Layer keyframes. */
            keyframes: reelforge.sdl.Keyframe.$Properties[];

            /** Layer content. */
            content?: ("video"|"image"|"text"|"color");

            /**
             * Creates a new Layer instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Layer instance
             */
            static create(properties: reelforge.sdl.Layer.$Shape): reelforge.sdl.Layer & reelforge.sdl.Layer.$Shape;
            static create(properties?: reelforge.sdl.Layer.$Properties): reelforge.sdl.Layer;

            /**
             * Encodes the specified Layer message. Does not implicitly {@link reelforge.sdl.Layer.verify|verify} messages.
             * @param message Layer message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Layer.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Layer message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Layer & reelforge.sdl.Layer.$Shape} Layer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Layer & reelforge.sdl.Layer.$Shape;

            /**
             * Verifies a Layer message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Layer message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Layer
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Layer;

            /**
             * Creates a plain object from a Layer message. Also converts values to other types if specified.
             * @param message Layer
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Layer, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Layer to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Layer {

            /** Properties of a Layer. */
            interface $Properties {

                /** Layer name */
                name?: (string|null);

                /** Layer video */
                video?: (reelforge.sdl.VideoLayer.$Properties|null);

                /** Layer image */
                image?: (reelforge.sdl.ImageLayer.$Properties|null);

                /** Layer text */
                text?: (reelforge.sdl.TextLayer.$Properties|null);

                /** Layer color */
                color?: (reelforge.sdl.ColorLayer.$Properties|null);

                /** Layer start */
                start?: (number|null);

                /** Layer duration */
                duration?: (number|null);

                /** Layer position */
                position?: (reelforge.sdl.Rect.$Properties|null);

                /** Layer fit */
                fit?: (reelforge.sdl.Fit|null);

                /** Layer opacity */
                opacity?: (number|null);

                /** Layer fadein */
                fadein?: (number|null);

                /** Layer fadeout */
                fadeout?: (number|null);

                /** Layer bindings */
                bindings?: ({ [k: string]: string }|null);

                /** Layer tracking */
                tracking?: (reelforge.sdl.LayerTracking.$Properties|null);

                /** Layer keyframes */
                keyframes?: (reelforge.sdl.Keyframe.$Properties[]|null);

                /** Layer content */
                content?: ("video"|"image"|"text"|"color");

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Narrowed shape of a Layer. */
            type $Shape = {
              name?: string|null;
              video?: reelforge.sdl.VideoLayer.$Shape|null;
              image?: reelforge.sdl.ImageLayer.$Shape|null;
              text?: reelforge.sdl.TextLayer.$Shape|null;
              color?: reelforge.sdl.ColorLayer.$Shape|null;
              start?: number|null;
              duration?: number|null;
              position?: reelforge.sdl.Rect.$Shape|null;
              fit?: reelforge.sdl.Fit|null;
              opacity?: number|null;
              fadein?: number|null;
              fadeout?: number|null;
              bindings?: { [k: string]: string }|null;
              tracking?: reelforge.sdl.LayerTracking.$Shape|null;
              keyframes?: reelforge.sdl.Keyframe.$Shape[]|null;
              $unknowns?: Uint8Array[];
            } & (
              ({ content?: undefined; video?: null; image?: null; text?: null; color?: null }|{ content?: "video"; video: reelforge.sdl.VideoLayer.$Shape; image?: null; text?: null; color?: null }|{ content?: "image"; video?: null; image: reelforge.sdl.ImageLayer.$Shape; text?: null; color?: null }|{ content?: "text"; video?: null; image?: null; text: reelforge.sdl.TextLayer.$Shape; color?: null }|{ content?: "color"; video?: null; image?: null; text?: null; color: reelforge.sdl.ColorLayer.$Shape })
            );
        }

        /** Easing enum. */
        enum Easing {

            /** LINEAR value */
            LINEAR = 0,

            /** EASE_IN value */
            EASE_IN = 1,

            /** EASE_OUT value */
            EASE_OUT = 2,

            /** EASE_IN_OUT value */
            EASE_IN_OUT = 3,

            /** HOLD value */
            HOLD = 4
        }

        /**
         * Properties of a Keyframe.
         * @deprecated Use reelforge.sdl.Keyframe.$Properties instead.
         */
        interface IKeyframe extends reelforge.sdl.Keyframe.$Properties {
        }

        /** Represents a Keyframe. */
        class Keyframe {

            /**
             * Constructs a new Keyframe.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Keyframe.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Keyframe frame. */
            frame: number;

            /** Keyframe x. */
            x?: (number|null);

            /** Keyframe y. */
            y?: (number|null);

            /** Keyframe w. */
            w?: (number|null);

            /** Keyframe h. */
            h?: (number|null);

            /** Keyframe scale. */
            scale?: (number|null);

            /** Keyframe rotation. */
            rotation?: (number|null);

            /** Keyframe opacity. */
            opacity?: (number|null);

            /** Keyframe crop. */
            crop?: (reelforge.sdl.Rect.$Properties|null);

            /** Keyframe reveal. */
            reveal?: (number|null);

            /** Keyframe easing. */
            easing: reelforge.sdl.Easing;

            /**
             * Creates a new Keyframe instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Keyframe instance
             */
            static create(properties: reelforge.sdl.Keyframe.$Shape): reelforge.sdl.Keyframe & reelforge.sdl.Keyframe.$Shape;
            static create(properties?: reelforge.sdl.Keyframe.$Properties): reelforge.sdl.Keyframe;

            /**
             * Encodes the specified Keyframe message. Does not implicitly {@link reelforge.sdl.Keyframe.verify|verify} messages.
             * @param message Keyframe message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Keyframe.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Keyframe message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Keyframe & reelforge.sdl.Keyframe.$Shape} Keyframe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Keyframe & reelforge.sdl.Keyframe.$Shape;

            /**
             * Verifies a Keyframe message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Keyframe message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Keyframe
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Keyframe;

            /**
             * Creates a plain object from a Keyframe message. Also converts values to other types if specified.
             * @param message Keyframe
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Keyframe, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Keyframe to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Keyframe {

            /** Properties of a Keyframe. */
            interface $Properties {

                /** Keyframe frame */
                frame?: (number|null);

                /** Keyframe x */
                x?: (number|null);

                /** Keyframe y */
                y?: (number|null);

                /** Keyframe w */
                w?: (number|null);

                /** Keyframe h */
                h?: (number|null);

                /** Keyframe scale */
                scale?: (number|null);

                /** Keyframe rotation */
                rotation?: (number|null);

                /** Keyframe opacity */
                opacity?: (number|null);

                /** Keyframe crop */
                crop?: (reelforge.sdl.Rect.$Properties|null);

                /** Keyframe reveal */
                reveal?: (number|null);

                /** Keyframe easing */
                easing?: (reelforge.sdl.Easing|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Keyframe. */
            type $Shape = reelforge.sdl.Keyframe.$Properties;
        }

        /** TransitionType enum. */
        enum TransitionType {

            /** NONE value */
            NONE = 0,

            /** CROSSFADE value */
            CROSSFADE = 1,

            /** FADE value */
            FADE = 2,

            /** WIPE value */
            WIPE = 3,

            /** PUSH value */
            PUSH = 4
        }

        /**
         * Properties of a Transition.
         * @deprecated Use reelforge.sdl.Transition.$Properties instead.
         */
        interface ITransition extends reelforge.sdl.Transition.$Properties {
        }

        /** Represents a Transition. */
        class Transition {

            /**
             * Constructs a new Transition.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Transition.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Transition type. */
            type: reelforge.sdl.TransitionType;

            /** Transition duration. */
            duration: number;

            /** Transition direction. */
            direction: number;

            /** Transition color. */
            color: string;

            /**
             * Creates a new Transition instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Transition instance
             */
            static create(properties: reelforge.sdl.Transition.$Shape): reelforge.sdl.Transition & reelforge.sdl.Transition.$Shape;
            static create(properties?: reelforge.sdl.Transition.$Properties): reelforge.sdl.Transition;

            /**
             * Encodes the specified Transition message. Does not implicitly {@link reelforge.sdl.Transition.verify|verify} messages.
             * @param message Transition message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Transition.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Transition message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Transition & reelforge.sdl.Transition.$Shape} Transition
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Transition & reelforge.sdl.Transition.$Shape;

            /**
             * Verifies a Transition message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Transition message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Transition
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Transition;

            /**
             * Creates a plain object from a Transition message. Also converts values to other types if specified.
             * @param message Transition
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Transition, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Transition to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Transition {

            /** Properties of a Transition. */
            interface $Properties {

                /** Transition type */
                type?: (reelforge.sdl.TransitionType|null);

                /** Transition duration */
                duration?: (number|null);

                /** Transition direction */
                direction?: (number|null);

                /** Transition color */
                color?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Transition. */
            type $Shape = reelforge.sdl.Transition.$Properties;
        }

        /**
         * Properties of a Scene.
         * @deprecated Use reelforge.sdl.Scene.$Properties instead.
         */
        interface IScene extends reelforge.sdl.Scene.$Properties {
        }

        /** Represents a Scene. */
        class Scene {

            /**
             * Constructs a new Scene.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Scene.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Scene name. */
            name: string;

            /** Scene length. */
            length: number;

            /** Scene layers. */
            layers: reelforge.sdl.Layer.$Properties[];

            /** Scene transition. */
            transition?: (reelforge.sdl.Transition.$Properties|null);

            /** Scene background. */
            background: string;

            /** Scene bindings. */
            bindings: { [k: string]: string };

            /**
             * Creates a new Scene instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Scene instance
             */
            static create(properties: reelforge.sdl.Scene.$Shape): reelforge.sdl.Scene & reelforge.sdl.Scene.$Shape;
            static create(properties?: reelforge.sdl.Scene.$Properties): reelforge.sdl.Scene;

            /**
             * Encodes the specified Scene message. Does not implicitly {@link reelforge.sdl.Scene.verify|verify} messages.
             * @param message Scene message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Scene.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Scene message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Scene & reelforge.sdl.Scene.$Shape} Scene
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Scene & reelforge.sdl.Scene.$Shape;

            /**
             * Verifies a Scene message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Scene message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Scene
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Scene;

            /**
             * Creates a plain object from a Scene message. Also converts values to other types if specified.
             * @param message Scene
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Scene, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Scene to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Scene {

            /** Properties of a Scene. */
            interface $Properties {

                /** Scene name */
                name?: (string|null);

                /** Scene length */
                length?: (number|null);

                /** Scene layers */
                layers?: (reelforge.sdl.Layer.$Properties[]|null);

                /** Scene transition */
                transition?: (reelforge.sdl.Transition.$Properties|null);

                /** Scene background */
                background?: (string|null);

                /** Scene bindings */
                bindings?: ({ [k: string]: string }|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Scene. */
            type $Shape = {
              name?: string|null;
              length?: number|null;
              layers?: reelforge.sdl.Layer.$Shape[]|null;
              transition?: reelforge.sdl.Transition.$Shape|null;
              background?: string|null;
              bindings?: { [k: string]: string }|null;
              $unknowns?: Uint8Array[];
            };
        }

        /**
         * Properties of an AudioTrack.
         * @deprecated Use reelforge.sdl.AudioTrack.$Properties instead.
         */
        interface IAudioTrack extends reelforge.sdl.AudioTrack.$Properties {
        }

        /** Represents an AudioTrack. */
        class AudioTrack {

            /**
             * Constructs a new AudioTrack.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.AudioTrack.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** AudioTrack asset. */
            asset: string;

            /** AudioTrack offset. */
            offset: number;

            /** AudioTrack start. */
            start: number;

            /** AudioTrack duration. */
            duration: number;

            /** AudioTrack volume. */
            volume?: (number|null);

            /** AudioTrack fadein. */
            fadein: number;

            /** AudioTrack fadeout. */
            fadeout: number;

            /** AudioTrack bindings. */
            bindings: { [k: string]: string };

            /**
             * Creates a new AudioTrack instance using the specified properties.
             * @param [properties] Properties to set
             * @returns AudioTrack instance
             */
            static create(properties: reelforge.sdl.AudioTrack.$Shape): reelforge.sdl.AudioTrack & reelforge.sdl.AudioTrack.$Shape;
            static create(properties?: reelforge.sdl.AudioTrack.$Properties): reelforge.sdl.AudioTrack;

            /**
             * Encodes the specified AudioTrack message. Does not implicitly {@link reelforge.sdl.AudioTrack.verify|verify} messages.
             * @param message AudioTrack message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.AudioTrack.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes an AudioTrack message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.AudioTrack & reelforge.sdl.AudioTrack.$Shape} AudioTrack
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.AudioTrack & reelforge.sdl.AudioTrack.$Shape;

            /**
             * Verifies an AudioTrack message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates an AudioTrack message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns AudioTrack
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.AudioTrack;

            /**
             * Creates a plain object from an AudioTrack message. Also converts values to other types if specified.
             * @param message AudioTrack
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.AudioTrack, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this AudioTrack to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace AudioTrack {

            /** Properties of an AudioTrack. */
            interface $Properties {

                /** AudioTrack asset */
                asset?: (string|null);

                /** AudioTrack offset */
                offset?: (number|null);

                /** AudioTrack start */
                start?: (number|null);

                /** AudioTrack duration */
                duration?: (number|null);

                /** AudioTrack volume */
                volume?: (number|null);

                /** AudioTrack fadein */
                fadein?: (number|null);

                /** AudioTrack fadeout */
                fadeout?: (number|null);

                /** AudioTrack bindings */
                bindings?: ({ [k: string]: string }|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of an AudioTrack. */
            type $Shape = reelforge.sdl.AudioTrack.$Properties;
        }

        /** VariableType enum. */
        enum VariableType {

            /** MAP value */
            MAP = 0,

            /** DATASOURCE value */
            DATASOURCE = 1,

            /** FORMAT value */
            FORMAT = 2
        }

        /**
         * Properties of a Point.
         * @deprecated Use reelforge.sdl.Point.$Properties instead.
         */
        interface IPoint extends reelforge.sdl.Point.$Properties {
        }

        /** Represents a Point. */
        class Point {

            /**
             * Constructs a new Point.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Point.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Point x. */
            x: number;

            /** Point y. */
            y: number;

            /**
             * Creates a new Point instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Point instance
             */
            static create(properties: reelforge.sdl.Point.$Shape): reelforge.sdl.Point & reelforge.sdl.Point.$Shape;
            static create(properties?: reelforge.sdl.Point.$Properties): reelforge.sdl.Point;

            /**
             * Encodes the specified Point message. Does not implicitly {@link reelforge.sdl.Point.verify|verify} messages.
             * @param message Point message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Point.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Point message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Point & reelforge.sdl.Point.$Shape} Point
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Point & reelforge.sdl.Point.$Shape;

            /**
             * Verifies a Point message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Point message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Point
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Point;

            /**
             * Creates a plain object from a Point message. Also converts values to other types if specified.
             * @param message Point
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Point, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Point to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Point {

            /** Properties of a Point. */
            interface $Properties {

                /** Point x */
                x?: (number|null);

                /** Point y */
                y?: (number|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Point. */
            type $Shape = reelforge.sdl.Point.$Properties;
        }

        /**
         * Properties of a Variable.
         * @deprecated Use reelforge.sdl.Variable.$Properties instead.
         */
        interface IVariable extends reelforge.sdl.Variable.$Properties {
        }

        /** Represents a Variable. */
        class Variable {

            /**
             * Constructs a new Variable.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Variable.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Variable key. */
            key: string;

            /** Variable type. */
            type: reelforge.sdl.VariableType;

            /** Variable valuetype. */
            valuetype: string;

            /** Variable value. */
            value: string;

            /** Variable defaultvalue. */
            defaultvalue: string;

            /** Variable datasource. */
            datasource: string;

            /** Variable column. */
            column: string;

            /** Variable defaultrow. */
            defaultrow: number;

            /** Variable format. */
            format: string;

            /**
             * Creates a new Variable instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Variable instance
             */
            static create(properties: reelforge.sdl.Variable.$Shape): reelforge.sdl.Variable & reelforge.sdl.Variable.$Shape;
            static create(properties?: reelforge.sdl.Variable.$Properties): reelforge.sdl.Variable;

            /**
             * Encodes the specified Variable message. Does not implicitly {@link reelforge.sdl.Variable.verify|verify} messages.
             * @param message Variable message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Variable.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Variable message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Variable & reelforge.sdl.Variable.$Shape} Variable
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Variable & reelforge.sdl.Variable.$Shape;

            /**
             * Verifies a Variable message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Variable message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Variable
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Variable;

            /**
             * Creates a plain object from a Variable message. Also converts values to other types if specified.
             * @param message Variable
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Variable, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Variable to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Variable {

            /** Properties of a Variable. */
            interface $Properties {

                /** Variable key */
                key?: (string|null);

                /** Variable type */
                type?: (reelforge.sdl.VariableType|null);

                /** Variable valuetype */
                valuetype?: (string|null);

                /** Variable value */
                value?: (string|null);

                /** Variable defaultvalue */
                defaultvalue?: (string|null);

                /** Variable datasource */
                datasource?: (string|null);

                /** Variable column */
                column?: (string|null);

                /** Variable defaultrow */
                defaultrow?: (number|null);

                /** Variable format */
                format?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Variable. */
            type $Shape = reelforge.sdl.Variable.$Properties;
        }

        /**
         * Properties of a Movie.
         * @deprecated Use reelforge.sdl.Movie.$Properties instead.
         */
        interface IMovie extends reelforge.sdl.Movie.$Properties {
        }

        /** Represents a Movie. */
        class Movie {

            /**
             * Constructs a new Movie.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.Movie.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** Movie params. */
            params?: (reelforge.sdl.Params.$Properties|null);

            /** Movie scenes. */
            scenes: reelforge.sdl.Scene.$Properties[];

            /** Movie audio. */
            audio: reelforge.sdl.AudioTrack.$Properties[];

            /** Movie variables. */
            variables: reelforge.sdl.Variable.$Properties[];

            /**
             * Creates a new Movie instance using the specified properties.
             * @param [properties] Properties to set
             * @returns Movie instance
             */
            static create(properties: reelforge.sdl.Movie.$Shape): reelforge.sdl.Movie & reelforge.sdl.Movie.$Shape;
            static create(properties?: reelforge.sdl.Movie.$Properties): reelforge.sdl.Movie;

            /**
             * Encodes the specified Movie message. Does not implicitly {@link reelforge.sdl.Movie.verify|verify} messages.
             * @param message Movie message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.Movie.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a Movie message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.Movie & reelforge.sdl.Movie.$Shape} Movie
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.Movie & reelforge.sdl.Movie.$Shape;

            /**
             * Verifies a Movie message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a Movie message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns Movie
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.Movie;

            /**
             * Creates a plain object from a Movie message. Also converts values to other types if specified.
             * @param message Movie
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.Movie, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this Movie to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace Movie {

            /** Properties of a Movie. */
            interface $Properties {

                /** Movie params */
                params?: (reelforge.sdl.Params.$Properties|null);

                /** Movie scenes */
                scenes?: (reelforge.sdl.Scene.$Properties[]|null);

                /** Movie audio */
                audio?: (reelforge.sdl.AudioTrack.$Properties[]|null);

                /** Movie variables */
                variables?: (reelforge.sdl.Variable.$Properties[]|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a Movie. */
            type $Shape = {
              params?: reelforge.sdl.Params.$Shape|null;
              scenes?: reelforge.sdl.Scene.$Shape[]|null;
              audio?: reelforge.sdl.AudioTrack.$Shape[]|null;
              variables?: reelforge.sdl.Variable.$Shape[]|null;
              $unknowns?: Uint8Array[];
            };
        }

        /** PreviewFormat enum. */
        enum PreviewFormat {

            /** HLS value */
            HLS = 0,

            /** JPG value */
            JPG = 1
        }

        /**
         * Properties of a PreviewRequest.
         * @deprecated Use reelforge.sdl.PreviewRequest.$Properties instead.
         */
        interface IPreviewRequest extends reelforge.sdl.PreviewRequest.$Properties {
        }

        /** Represents a PreviewRequest. */
        class PreviewRequest {

            /**
             * Constructs a new PreviewRequest.
             * @param [properties] Properties to set
             */
            constructor(properties?: reelforge.sdl.PreviewRequest.$Properties);

            /** Unknown fields preserved while decoding when enabled */
            $unknowns?: Uint8Array[];

            /** PreviewRequest movie. */
            movie?: (reelforge.sdl.Movie.$Properties|null);

            /** PreviewRequest format. */
            format: reelforge.sdl.PreviewFormat;

            /** PreviewRequest range_start. */
            range_start: number;

            /** PreviewRequest range_end. */
            range_end: number;

            /** PreviewRequest frame. */
            frame: number;

            /** PreviewRequest params. */
            params: { [k: string]: string };

            /** PreviewRequest username. */
            username: string;

            /**
             * Creates a new PreviewRequest instance using the specified properties.
             * @param [properties] Properties to set
             * @returns PreviewRequest instance
             */
            static create(properties: reelforge.sdl.PreviewRequest.$Shape): reelforge.sdl.PreviewRequest & reelforge.sdl.PreviewRequest.$Shape;
            static create(properties?: reelforge.sdl.PreviewRequest.$Properties): reelforge.sdl.PreviewRequest;

            /**
             * Encodes the specified PreviewRequest message. Does not implicitly {@link reelforge.sdl.PreviewRequest.verify|verify} messages.
             * @param message PreviewRequest message or plain object to encode
             * @param [writer] Writer to encode to
             * @returns Writer
             */
            static encode(message: reelforge.sdl.PreviewRequest.$Properties, writer?: $protobuf.Writer): $protobuf.Writer;

            /**
             * Decodes a PreviewRequest message from the specified reader or buffer.
             * @param reader Reader or buffer to decode from
             * @param [length] Message length if known beforehand
             * @returns {reelforge.sdl.PreviewRequest & reelforge.sdl.PreviewRequest.$Shape} PreviewRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): reelforge.sdl.PreviewRequest & reelforge.sdl.PreviewRequest.$Shape;

            /**
             * Verifies a PreviewRequest message.
             * @param message Plain object to verify
             * @returns `null` if valid, otherwise the reason why it is not
             */
            static verify(message: { [k: string]: any }): (string|null);

            /**
             * Creates a PreviewRequest message from a plain object. Also converts values to their respective internal types.
             * @param object Plain object
             * @returns PreviewRequest
             */
            static fromObject(object: { [k: string]: any }): reelforge.sdl.PreviewRequest;

            /**
             * Creates a plain object from a PreviewRequest message. Also converts values to other types if specified.
             * @param message PreviewRequest
             * @param [options] Conversion options
             * @returns Plain object
             */
            static toObject(message: reelforge.sdl.PreviewRequest, options?: $protobuf.IConversionOptions): { [k: string]: any };

            /**
             * Converts this PreviewRequest to JSON.
             * @returns JSON object
             */
            toJSON(): { [k: string]: any };
        }

        namespace PreviewRequest {

            /** Properties of a PreviewRequest. */
            interface $Properties {

                /** PreviewRequest movie */
                movie?: (reelforge.sdl.Movie.$Properties|null);

                /** PreviewRequest format */
                format?: (reelforge.sdl.PreviewFormat|null);

                /** PreviewRequest range_start */
                range_start?: (number|null);

                /** PreviewRequest range_end */
                range_end?: (number|null);

                /** PreviewRequest frame */
                frame?: (number|null);

                /** PreviewRequest params */
                params?: ({ [k: string]: string }|null);

                /** PreviewRequest username */
                username?: (string|null);

                /** Unknown fields preserved while decoding when enabled */
                $unknowns?: Uint8Array[];
            }

            /** Shape of a PreviewRequest. */
            type $Shape = {
              movie?: reelforge.sdl.Movie.$Shape|null;
              format?: reelforge.sdl.PreviewFormat|null;
              range_start?: number|null;
              range_end?: number|null;
              frame?: number|null;
              params?: { [k: string]: string }|null;
              username?: string|null;
              $unknowns?: Uint8Array[];
            };
        }
    }
}
