// Generated from shared/sdl/src/movie.proto by `pnpm --filter @reelforge/sdl generate`: do not edit.
/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Number = $util.global.Number, $String = $util.global.String, $Boolean = $util.global.Boolean, $isFinite = $util.global.isFinite, $Array = $util.global.Array;

// Exported root namespace
const $root = $protobuf.roots["reelforge_sdl"] || ($protobuf.roots["reelforge_sdl"] = {});

export const reelforge = $root.reelforge = (() => {

    /**
     * Namespace reelforge.
     * @exports reelforge
     * @namespace
     */
    const reelforge = {};

    reelforge.sdl = (function() {

        /**
         * Namespace sdl.
         * @memberof reelforge
         * @namespace
         */
        const sdl = {};

        sdl.FrameRate = (function() {

            /**
             * Properties of a FrameRate.
             * @typedef {Object} reelforge.sdl.FrameRate.$Properties
             * @property {number|null} [num] FrameRate num
             * @property {number|null} [den] FrameRate den
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a FrameRate.
             * @memberof reelforge.sdl
             * @interface IFrameRate
             * @augments reelforge.sdl.FrameRate.$Properties
             * @deprecated Use reelforge.sdl.FrameRate.$Properties instead.
             */

            /**
             * Shape of a FrameRate.
             * @typedef {reelforge.sdl.FrameRate.$Properties} reelforge.sdl.FrameRate.$Shape
             */

            /**
             * Constructs a new FrameRate.
             * @memberof reelforge.sdl
             * @classdesc Represents a FrameRate.
             * @constructor
             * @param {reelforge.sdl.FrameRate.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const FrameRate = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * FrameRate num.
             * @member {number} num
             * @memberof reelforge.sdl.FrameRate
             * @instance
             */
            FrameRate.prototype.num = 0;

            /**
             * FrameRate den.
             * @member {number} den
             * @memberof reelforge.sdl.FrameRate
             * @instance
             */
            FrameRate.prototype.den = 0;

            /**
             * Creates a new FrameRate instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.FrameRate
             * @static
             * @param {reelforge.sdl.FrameRate.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.FrameRate} FrameRate instance
             * @type {{
             *   (properties: reelforge.sdl.FrameRate.$Shape): reelforge.sdl.FrameRate & reelforge.sdl.FrameRate.$Shape;
             *   (properties?: reelforge.sdl.FrameRate.$Properties): reelforge.sdl.FrameRate;
             * }}
             */
            FrameRate.create = function(properties) {
                return new FrameRate(properties);
            };

            /**
             * Encodes the specified FrameRate message. Does not implicitly {@link reelforge.sdl.FrameRate.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.FrameRate
             * @static
             * @param {reelforge.sdl.FrameRate.$Properties} message FrameRate message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            FrameRate.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.num != null && $Object.hasOwnProperty.call(message, "num") && message.num !== 0)
                    writer.uint32(/* id 1, wireType 0 =*/8).uint32(message.num);
                if (message.den != null && $Object.hasOwnProperty.call(message, "den") && message.den !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.den);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a FrameRate message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.FrameRate
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.FrameRate & reelforge.sdl.FrameRate.$Shape} FrameRate
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            FrameRate.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.FrameRate();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.num = value;
                            else
                                delete message.num;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.den = value;
                            else
                                delete message.den;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a FrameRate message.
             * @function verify
             * @memberof reelforge.sdl.FrameRate
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            FrameRate.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.num != null && $Object.hasOwnProperty.call(message, "num"))
                    if (!$util.isInteger(message.num))
                        return "num: integer expected";
                if (message.den != null && $Object.hasOwnProperty.call(message, "den"))
                    if (!$util.isInteger(message.den))
                        return "den: integer expected";
                return null;
            };

            /**
             * Creates a FrameRate message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.FrameRate
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.FrameRate} FrameRate
             */
            FrameRate.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.FrameRate)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.FrameRate: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.FrameRate();
                if (object.num != null)
                    if ($Number(object.num) !== 0)
                        message.num = object.num >>> 0;
                if (object.den != null)
                    if ($Number(object.den) !== 0)
                        message.den = object.den >>> 0;
                return message;
            };

            /**
             * Creates a plain object from a FrameRate message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.FrameRate
             * @static
             * @param {reelforge.sdl.FrameRate} message FrameRate
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            FrameRate.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.num = 0;
                    object.den = 0;
                }
                if (message.num != null && $Object.hasOwnProperty.call(message, "num"))
                    object.num = message.num;
                if (message.den != null && $Object.hasOwnProperty.call(message, "den"))
                    object.den = message.den;
                return object;
            };

            /**
             * Converts this FrameRate to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.FrameRate
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            FrameRate.prototype.toJSON = function() {
                return FrameRate.toObject(this, $protobuf.util.toJSONOptions);
            };

            return FrameRate;
        })();

        sdl.VideoParams = (function() {

            /**
             * Properties of a VideoParams.
             * @typedef {Object} reelforge.sdl.VideoParams.$Properties
             * @property {number|null} [width] VideoParams width
             * @property {number|null} [height] VideoParams height
             * @property {reelforge.sdl.FrameRate.$Properties|null} [videoframerate] VideoParams videoframerate
             * @property {string|null} [videocodec] VideoParams videocodec
             * @property {number|null} [videobitrate] VideoParams videobitrate
             * @property {number|null} [videominimumforcedkeyframeinterval] VideoParams videominimumforcedkeyframeinterval
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a VideoParams.
             * @memberof reelforge.sdl
             * @interface IVideoParams
             * @augments reelforge.sdl.VideoParams.$Properties
             * @deprecated Use reelforge.sdl.VideoParams.$Properties instead.
             */

            /**
             * Shape of a VideoParams.
             * @typedef {reelforge.sdl.VideoParams.$Properties} reelforge.sdl.VideoParams.$Shape
             */

            /**
             * Constructs a new VideoParams.
             * @memberof reelforge.sdl
             * @classdesc Represents a VideoParams.
             * @constructor
             * @param {reelforge.sdl.VideoParams.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const VideoParams = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * VideoParams width.
             * @member {number} width
             * @memberof reelforge.sdl.VideoParams
             * @instance
             */
            VideoParams.prototype.width = 0;

            /**
             * VideoParams height.
             * @member {number} height
             * @memberof reelforge.sdl.VideoParams
             * @instance
             */
            VideoParams.prototype.height = 0;

            /**
             * VideoParams videoframerate.
             * @member {reelforge.sdl.FrameRate.$Properties|null|undefined} videoframerate
             * @memberof reelforge.sdl.VideoParams
             * @instance
             */
            VideoParams.prototype.videoframerate = null;

            /**
             * VideoParams videocodec.
             * @member {string} videocodec
             * @memberof reelforge.sdl.VideoParams
             * @instance
             */
            VideoParams.prototype.videocodec = "";

            /**
             * VideoParams videobitrate.
             * @member {number} videobitrate
             * @memberof reelforge.sdl.VideoParams
             * @instance
             */
            VideoParams.prototype.videobitrate = 0;

            /**
             * VideoParams videominimumforcedkeyframeinterval.
             * @member {number} videominimumforcedkeyframeinterval
             * @memberof reelforge.sdl.VideoParams
             * @instance
             */
            VideoParams.prototype.videominimumforcedkeyframeinterval = 0;

            /**
             * Creates a new VideoParams instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.VideoParams
             * @static
             * @param {reelforge.sdl.VideoParams.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.VideoParams} VideoParams instance
             * @type {{
             *   (properties: reelforge.sdl.VideoParams.$Shape): reelforge.sdl.VideoParams & reelforge.sdl.VideoParams.$Shape;
             *   (properties?: reelforge.sdl.VideoParams.$Properties): reelforge.sdl.VideoParams;
             * }}
             */
            VideoParams.create = function(properties) {
                return new VideoParams(properties);
            };

            /**
             * Encodes the specified VideoParams message. Does not implicitly {@link reelforge.sdl.VideoParams.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.VideoParams
             * @static
             * @param {reelforge.sdl.VideoParams.$Properties} message VideoParams message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            VideoParams.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.width != null && $Object.hasOwnProperty.call(message, "width") && message.width !== 0)
                    writer.uint32(/* id 1, wireType 0 =*/8).uint32(message.width);
                if (message.height != null && $Object.hasOwnProperty.call(message, "height") && message.height !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.height);
                if (message.videoframerate != null && $Object.hasOwnProperty.call(message, "videoframerate"))
                    $root.reelforge.sdl.FrameRate.encode(message.videoframerate, writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
                if (message.videocodec != null && $Object.hasOwnProperty.call(message, "videocodec") && message.videocodec !== "")
                    writer.uint32(/* id 4, wireType 2 =*/34).string(message.videocodec);
                if (message.videobitrate != null && $Object.hasOwnProperty.call(message, "videobitrate") && message.videobitrate !== 0)
                    writer.uint32(/* id 5, wireType 0 =*/40).uint32(message.videobitrate);
                if (message.videominimumforcedkeyframeinterval != null && $Object.hasOwnProperty.call(message, "videominimumforcedkeyframeinterval") && message.videominimumforcedkeyframeinterval !== 0)
                    writer.uint32(/* id 6, wireType 0 =*/48).uint32(message.videominimumforcedkeyframeinterval);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a VideoParams message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.VideoParams
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.VideoParams & reelforge.sdl.VideoParams.$Shape} VideoParams
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            VideoParams.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.VideoParams();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.width = value;
                            else
                                delete message.width;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.height = value;
                            else
                                delete message.height;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.videoframerate = $root.reelforge.sdl.FrameRate.decode(reader, reader.size(), $undefined, _depth + 1, message.videoframerate);
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.videocodec = value;
                            else
                                delete message.videocodec;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.videobitrate = value;
                            else
                                delete message.videobitrate;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.videominimumforcedkeyframeinterval = value;
                            else
                                delete message.videominimumforcedkeyframeinterval;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a VideoParams message.
             * @function verify
             * @memberof reelforge.sdl.VideoParams
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            VideoParams.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.width != null && $Object.hasOwnProperty.call(message, "width"))
                    if (!$util.isInteger(message.width))
                        return "width: integer expected";
                if (message.height != null && $Object.hasOwnProperty.call(message, "height"))
                    if (!$util.isInteger(message.height))
                        return "height: integer expected";
                if (message.videoframerate != null && $Object.hasOwnProperty.call(message, "videoframerate")) {
                    let error = $root.reelforge.sdl.FrameRate.verify(message.videoframerate, _depth + 1);
                    if (error)
                        return "videoframerate." + error;
                }
                if (message.videocodec != null && $Object.hasOwnProperty.call(message, "videocodec"))
                    if (!$util.isString(message.videocodec))
                        return "videocodec: string expected";
                if (message.videobitrate != null && $Object.hasOwnProperty.call(message, "videobitrate"))
                    if (!$util.isInteger(message.videobitrate))
                        return "videobitrate: integer expected";
                if (message.videominimumforcedkeyframeinterval != null && $Object.hasOwnProperty.call(message, "videominimumforcedkeyframeinterval"))
                    if (!$util.isInteger(message.videominimumforcedkeyframeinterval))
                        return "videominimumforcedkeyframeinterval: integer expected";
                return null;
            };

            /**
             * Creates a VideoParams message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.VideoParams
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.VideoParams} VideoParams
             */
            VideoParams.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.VideoParams)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.VideoParams: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.VideoParams();
                if (object.width != null)
                    if ($Number(object.width) !== 0)
                        message.width = object.width >>> 0;
                if (object.height != null)
                    if ($Number(object.height) !== 0)
                        message.height = object.height >>> 0;
                if (object.videoframerate != null) {
                    if (!$util.isObject(object.videoframerate))
                        throw $TypeError(".reelforge.sdl.VideoParams.videoframerate: object expected");
                    message.videoframerate = $root.reelforge.sdl.FrameRate.fromObject(object.videoframerate, _depth + 1);
                }
                if (object.videocodec != null)
                    if (typeof object.videocodec !== "string" || object.videocodec.length)
                        message.videocodec = $String(object.videocodec);
                if (object.videobitrate != null)
                    if ($Number(object.videobitrate) !== 0)
                        message.videobitrate = object.videobitrate >>> 0;
                if (object.videominimumforcedkeyframeinterval != null)
                    if ($Number(object.videominimumforcedkeyframeinterval) !== 0)
                        message.videominimumforcedkeyframeinterval = object.videominimumforcedkeyframeinterval >>> 0;
                return message;
            };

            /**
             * Creates a plain object from a VideoParams message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.VideoParams
             * @static
             * @param {reelforge.sdl.VideoParams} message VideoParams
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            VideoParams.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.width = 0;
                    object.height = 0;
                    object.videoframerate = null;
                    object.videocodec = "";
                    object.videobitrate = 0;
                    object.videominimumforcedkeyframeinterval = 0;
                }
                if (message.width != null && $Object.hasOwnProperty.call(message, "width"))
                    object.width = message.width;
                if (message.height != null && $Object.hasOwnProperty.call(message, "height"))
                    object.height = message.height;
                if (message.videoframerate != null && $Object.hasOwnProperty.call(message, "videoframerate"))
                    object.videoframerate = $root.reelforge.sdl.FrameRate.toObject(message.videoframerate, options, _depth + 1);
                if (message.videocodec != null && $Object.hasOwnProperty.call(message, "videocodec"))
                    object.videocodec = message.videocodec;
                if (message.videobitrate != null && $Object.hasOwnProperty.call(message, "videobitrate"))
                    object.videobitrate = message.videobitrate;
                if (message.videominimumforcedkeyframeinterval != null && $Object.hasOwnProperty.call(message, "videominimumforcedkeyframeinterval"))
                    object.videominimumforcedkeyframeinterval = message.videominimumforcedkeyframeinterval;
                return object;
            };

            /**
             * Converts this VideoParams to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.VideoParams
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            VideoParams.prototype.toJSON = function() {
                return VideoParams.toObject(this, $protobuf.util.toJSONOptions);
            };

            return VideoParams;
        })();

        sdl.AudioParams = (function() {

            /**
             * Properties of an AudioParams.
             * @typedef {Object} reelforge.sdl.AudioParams.$Properties
             * @property {string|null} [audiocodec] AudioParams audiocodec
             * @property {number|null} [audioabr] AudioParams audioabr
             * @property {number|null} [audioframeSize] AudioParams audioframeSize
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an AudioParams.
             * @memberof reelforge.sdl
             * @interface IAudioParams
             * @augments reelforge.sdl.AudioParams.$Properties
             * @deprecated Use reelforge.sdl.AudioParams.$Properties instead.
             */

            /**
             * Shape of an AudioParams.
             * @typedef {reelforge.sdl.AudioParams.$Properties} reelforge.sdl.AudioParams.$Shape
             */

            /**
             * Constructs a new AudioParams.
             * @memberof reelforge.sdl
             * @classdesc Represents an AudioParams.
             * @constructor
             * @param {reelforge.sdl.AudioParams.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const AudioParams = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * AudioParams audiocodec.
             * @member {string} audiocodec
             * @memberof reelforge.sdl.AudioParams
             * @instance
             */
            AudioParams.prototype.audiocodec = "";

            /**
             * AudioParams audioabr.
             * @member {number} audioabr
             * @memberof reelforge.sdl.AudioParams
             * @instance
             */
            AudioParams.prototype.audioabr = 0;

            /**
             * AudioParams audioframeSize.
             * @member {number} audioframeSize
             * @memberof reelforge.sdl.AudioParams
             * @instance
             */
            AudioParams.prototype.audioframeSize = 0;

            /**
             * Creates a new AudioParams instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.AudioParams
             * @static
             * @param {reelforge.sdl.AudioParams.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.AudioParams} AudioParams instance
             * @type {{
             *   (properties: reelforge.sdl.AudioParams.$Shape): reelforge.sdl.AudioParams & reelforge.sdl.AudioParams.$Shape;
             *   (properties?: reelforge.sdl.AudioParams.$Properties): reelforge.sdl.AudioParams;
             * }}
             */
            AudioParams.create = function(properties) {
                return new AudioParams(properties);
            };

            /**
             * Encodes the specified AudioParams message. Does not implicitly {@link reelforge.sdl.AudioParams.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.AudioParams
             * @static
             * @param {reelforge.sdl.AudioParams.$Properties} message AudioParams message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            AudioParams.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.audiocodec != null && $Object.hasOwnProperty.call(message, "audiocodec") && message.audiocodec !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.audiocodec);
                if (message.audioabr != null && $Object.hasOwnProperty.call(message, "audioabr") && message.audioabr !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.audioabr);
                if (message.audioframeSize != null && $Object.hasOwnProperty.call(message, "audioframeSize") && message.audioframeSize !== 0)
                    writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.audioframeSize);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes an AudioParams message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.AudioParams
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.AudioParams & reelforge.sdl.AudioParams.$Shape} AudioParams
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            AudioParams.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.AudioParams();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.audiocodec = value;
                            else
                                delete message.audiocodec;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.audioabr = value;
                            else
                                delete message.audioabr;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.audioframeSize = value;
                            else
                                delete message.audioframeSize;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies an AudioParams message.
             * @function verify
             * @memberof reelforge.sdl.AudioParams
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            AudioParams.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.audiocodec != null && $Object.hasOwnProperty.call(message, "audiocodec"))
                    if (!$util.isString(message.audiocodec))
                        return "audiocodec: string expected";
                if (message.audioabr != null && $Object.hasOwnProperty.call(message, "audioabr"))
                    if (!$util.isInteger(message.audioabr))
                        return "audioabr: integer expected";
                if (message.audioframeSize != null && $Object.hasOwnProperty.call(message, "audioframeSize"))
                    if (!$util.isInteger(message.audioframeSize))
                        return "audioframeSize: integer expected";
                return null;
            };

            /**
             * Creates an AudioParams message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.AudioParams
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.AudioParams} AudioParams
             */
            AudioParams.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.AudioParams)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.AudioParams: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.AudioParams();
                if (object.audiocodec != null)
                    if (typeof object.audiocodec !== "string" || object.audiocodec.length)
                        message.audiocodec = $String(object.audiocodec);
                if (object.audioabr != null)
                    if ($Number(object.audioabr) !== 0)
                        message.audioabr = object.audioabr >>> 0;
                if (object.audioframeSize != null)
                    if ($Number(object.audioframeSize) !== 0)
                        message.audioframeSize = object.audioframeSize >>> 0;
                return message;
            };

            /**
             * Creates a plain object from an AudioParams message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.AudioParams
             * @static
             * @param {reelforge.sdl.AudioParams} message AudioParams
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            AudioParams.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.audiocodec = "";
                    object.audioabr = 0;
                    object.audioframeSize = 0;
                }
                if (message.audiocodec != null && $Object.hasOwnProperty.call(message, "audiocodec"))
                    object.audiocodec = message.audiocodec;
                if (message.audioabr != null && $Object.hasOwnProperty.call(message, "audioabr"))
                    object.audioabr = message.audioabr;
                if (message.audioframeSize != null && $Object.hasOwnProperty.call(message, "audioframeSize"))
                    object.audioframeSize = message.audioframeSize;
                return object;
            };

            /**
             * Converts this AudioParams to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.AudioParams
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            AudioParams.prototype.toJSON = function() {
                return AudioParams.toObject(this, $protobuf.util.toJSONOptions);
            };

            return AudioParams;
        })();

        sdl.Params = (function() {

            /**
             * Properties of a Params.
             * @typedef {Object} reelforge.sdl.Params.$Properties
             * @property {reelforge.sdl.VideoParams.$Properties|null} [vparams] Params vparams
             * @property {reelforge.sdl.AudioParams.$Properties|null} [aparams] Params aparams
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Params.
             * @memberof reelforge.sdl
             * @interface IParams
             * @augments reelforge.sdl.Params.$Properties
             * @deprecated Use reelforge.sdl.Params.$Properties instead.
             */

            /**
             * Shape of a Params.
             * @typedef {reelforge.sdl.Params.$Properties} reelforge.sdl.Params.$Shape
             */

            /**
             * Constructs a new Params.
             * @memberof reelforge.sdl
             * @classdesc Represents a Params.
             * @constructor
             * @param {reelforge.sdl.Params.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Params = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Params vparams.
             * @member {reelforge.sdl.VideoParams.$Properties|null|undefined} vparams
             * @memberof reelforge.sdl.Params
             * @instance
             */
            Params.prototype.vparams = null;

            /**
             * Params aparams.
             * @member {reelforge.sdl.AudioParams.$Properties|null|undefined} aparams
             * @memberof reelforge.sdl.Params
             * @instance
             */
            Params.prototype.aparams = null;

            /**
             * Creates a new Params instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Params
             * @static
             * @param {reelforge.sdl.Params.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Params} Params instance
             * @type {{
             *   (properties: reelforge.sdl.Params.$Shape): reelforge.sdl.Params & reelforge.sdl.Params.$Shape;
             *   (properties?: reelforge.sdl.Params.$Properties): reelforge.sdl.Params;
             * }}
             */
            Params.create = function(properties) {
                return new Params(properties);
            };

            /**
             * Encodes the specified Params message. Does not implicitly {@link reelforge.sdl.Params.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Params
             * @static
             * @param {reelforge.sdl.Params.$Properties} message Params message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Params.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.vparams != null && $Object.hasOwnProperty.call(message, "vparams"))
                    $root.reelforge.sdl.VideoParams.encode(message.vparams, writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                if (message.aparams != null && $Object.hasOwnProperty.call(message, "aparams"))
                    $root.reelforge.sdl.AudioParams.encode(message.aparams, writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Params message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Params
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Params & reelforge.sdl.Params.$Shape} Params
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Params.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Params();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            message.vparams = $root.reelforge.sdl.VideoParams.decode(reader, reader.size(), $undefined, _depth + 1, message.vparams);
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.aparams = $root.reelforge.sdl.AudioParams.decode(reader, reader.size(), $undefined, _depth + 1, message.aparams);
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Params message.
             * @function verify
             * @memberof reelforge.sdl.Params
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Params.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.vparams != null && $Object.hasOwnProperty.call(message, "vparams")) {
                    let error = $root.reelforge.sdl.VideoParams.verify(message.vparams, _depth + 1);
                    if (error)
                        return "vparams." + error;
                }
                if (message.aparams != null && $Object.hasOwnProperty.call(message, "aparams")) {
                    let error = $root.reelforge.sdl.AudioParams.verify(message.aparams, _depth + 1);
                    if (error)
                        return "aparams." + error;
                }
                return null;
            };

            /**
             * Creates a Params message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Params
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Params} Params
             */
            Params.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Params)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Params: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Params();
                if (object.vparams != null) {
                    if (!$util.isObject(object.vparams))
                        throw $TypeError(".reelforge.sdl.Params.vparams: object expected");
                    message.vparams = $root.reelforge.sdl.VideoParams.fromObject(object.vparams, _depth + 1);
                }
                if (object.aparams != null) {
                    if (!$util.isObject(object.aparams))
                        throw $TypeError(".reelforge.sdl.Params.aparams: object expected");
                    message.aparams = $root.reelforge.sdl.AudioParams.fromObject(object.aparams, _depth + 1);
                }
                return message;
            };

            /**
             * Creates a plain object from a Params message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Params
             * @static
             * @param {reelforge.sdl.Params} message Params
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Params.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.vparams = null;
                    object.aparams = null;
                }
                if (message.vparams != null && $Object.hasOwnProperty.call(message, "vparams"))
                    object.vparams = $root.reelforge.sdl.VideoParams.toObject(message.vparams, options, _depth + 1);
                if (message.aparams != null && $Object.hasOwnProperty.call(message, "aparams"))
                    object.aparams = $root.reelforge.sdl.AudioParams.toObject(message.aparams, options, _depth + 1);
                return object;
            };

            /**
             * Converts this Params to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Params
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Params.prototype.toJSON = function() {
                return Params.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Params;
        })();

        sdl.Rect = (function() {

            /**
             * Properties of a Rect.
             * @typedef {Object} reelforge.sdl.Rect.$Properties
             * @property {number|null} [x] Rect x
             * @property {number|null} [y] Rect y
             * @property {number|null} [w] Rect w
             * @property {number|null} [h] Rect h
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Rect.
             * @memberof reelforge.sdl
             * @interface IRect
             * @augments reelforge.sdl.Rect.$Properties
             * @deprecated Use reelforge.sdl.Rect.$Properties instead.
             */

            /**
             * Shape of a Rect.
             * @typedef {reelforge.sdl.Rect.$Properties} reelforge.sdl.Rect.$Shape
             */

            /**
             * Constructs a new Rect.
             * @memberof reelforge.sdl
             * @classdesc Represents a Rect.
             * @constructor
             * @param {reelforge.sdl.Rect.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Rect = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Rect x.
             * @member {number} x
             * @memberof reelforge.sdl.Rect
             * @instance
             */
            Rect.prototype.x = 0;

            /**
             * Rect y.
             * @member {number} y
             * @memberof reelforge.sdl.Rect
             * @instance
             */
            Rect.prototype.y = 0;

            /**
             * Rect w.
             * @member {number} w
             * @memberof reelforge.sdl.Rect
             * @instance
             */
            Rect.prototype.w = 0;

            /**
             * Rect h.
             * @member {number} h
             * @memberof reelforge.sdl.Rect
             * @instance
             */
            Rect.prototype.h = 0;

            /**
             * Creates a new Rect instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Rect
             * @static
             * @param {reelforge.sdl.Rect.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Rect} Rect instance
             * @type {{
             *   (properties: reelforge.sdl.Rect.$Shape): reelforge.sdl.Rect & reelforge.sdl.Rect.$Shape;
             *   (properties?: reelforge.sdl.Rect.$Properties): reelforge.sdl.Rect;
             * }}
             */
            Rect.create = function(properties) {
                return new Rect(properties);
            };

            /**
             * Encodes the specified Rect message. Does not implicitly {@link reelforge.sdl.Rect.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Rect
             * @static
             * @param {reelforge.sdl.Rect.$Properties} message Rect message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Rect.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.x != null && $Object.hasOwnProperty.call(message, "x") && message.x !== 0)
                    writer.uint32(/* id 1, wireType 0 =*/8).int32(message.x);
                if (message.y != null && $Object.hasOwnProperty.call(message, "y") && message.y !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).int32(message.y);
                if (message.w != null && $Object.hasOwnProperty.call(message, "w") && message.w !== 0)
                    writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.w);
                if (message.h != null && $Object.hasOwnProperty.call(message, "h") && message.h !== 0)
                    writer.uint32(/* id 4, wireType 0 =*/32).uint32(message.h);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Rect message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Rect
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Rect & reelforge.sdl.Rect.$Shape} Rect
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Rect.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Rect();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.x = value;
                            else
                                delete message.x;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.y = value;
                            else
                                delete message.y;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.w = value;
                            else
                                delete message.w;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.h = value;
                            else
                                delete message.h;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Rect message.
             * @function verify
             * @memberof reelforge.sdl.Rect
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Rect.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    if (!$util.isInteger(message.x))
                        return "x: integer expected";
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    if (!$util.isInteger(message.y))
                        return "y: integer expected";
                if (message.w != null && $Object.hasOwnProperty.call(message, "w"))
                    if (!$util.isInteger(message.w))
                        return "w: integer expected";
                if (message.h != null && $Object.hasOwnProperty.call(message, "h"))
                    if (!$util.isInteger(message.h))
                        return "h: integer expected";
                return null;
            };

            /**
             * Creates a Rect message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Rect
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Rect} Rect
             */
            Rect.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Rect)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Rect: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Rect();
                if (object.x != null)
                    if ($Number(object.x) !== 0)
                        message.x = object.x | 0;
                if (object.y != null)
                    if ($Number(object.y) !== 0)
                        message.y = object.y | 0;
                if (object.w != null)
                    if ($Number(object.w) !== 0)
                        message.w = object.w >>> 0;
                if (object.h != null)
                    if ($Number(object.h) !== 0)
                        message.h = object.h >>> 0;
                return message;
            };

            /**
             * Creates a plain object from a Rect message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Rect
             * @static
             * @param {reelforge.sdl.Rect} message Rect
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Rect.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.x = 0;
                    object.y = 0;
                    object.w = 0;
                    object.h = 0;
                }
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    object.x = message.x;
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    object.y = message.y;
                if (message.w != null && $Object.hasOwnProperty.call(message, "w"))
                    object.w = message.w;
                if (message.h != null && $Object.hasOwnProperty.call(message, "h"))
                    object.h = message.h;
                return object;
            };

            /**
             * Converts this Rect to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Rect
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Rect.prototype.toJSON = function() {
                return Rect.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Rect;
        })();

        /**
         * Fit enum.
         * @name reelforge.sdl.Fit
         * @enum {number}
         * @property {number} COVER=0 COVER value
         * @property {number} CONTAIN=1 CONTAIN value
         * @property {number} STRETCH=2 STRETCH value
         * @property {number} NONE=3 NONE value
         */
        sdl.Fit = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "COVER"] = 0;
            values[valuesById[1] = "CONTAIN"] = 1;
            values[valuesById[2] = "STRETCH"] = 2;
            values[valuesById[3] = "NONE"] = 3;
            return values;
        })();

        /**
         * Align enum.
         * @name reelforge.sdl.Align
         * @enum {number}
         * @property {number} CENTER=0 CENTER value
         * @property {number} LEFT=1 LEFT value
         * @property {number} RIGHT=2 RIGHT value
         */
        sdl.Align = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "CENTER"] = 0;
            values[valuesById[1] = "LEFT"] = 1;
            values[valuesById[2] = "RIGHT"] = 2;
            return values;
        })();

        /**
         * VAlign enum.
         * @name reelforge.sdl.VAlign
         * @enum {number}
         * @property {number} MIDDLE=0 MIDDLE value
         * @property {number} TOP=1 TOP value
         * @property {number} BOTTOM=2 BOTTOM value
         */
        sdl.VAlign = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "MIDDLE"] = 0;
            values[valuesById[1] = "TOP"] = 1;
            values[valuesById[2] = "BOTTOM"] = 2;
            return values;
        })();

        sdl.VideoLayer = (function() {

            /**
             * Properties of a VideoLayer.
             * @typedef {Object} reelforge.sdl.VideoLayer.$Properties
             * @property {string|null} [asset] VideoLayer asset
             * @property {number|null} [offset] VideoLayer offset
             * @property {boolean|null} [loop] VideoLayer loop
             * @property {boolean|null} [audio] VideoLayer audio
             * @property {number|null} [volume] VideoLayer volume
             * @property {Object.<string,string>|null} [bindings] VideoLayer bindings
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a VideoLayer.
             * @memberof reelforge.sdl
             * @interface IVideoLayer
             * @augments reelforge.sdl.VideoLayer.$Properties
             * @deprecated Use reelforge.sdl.VideoLayer.$Properties instead.
             */

            /**
             * Shape of a VideoLayer.
             * @typedef {reelforge.sdl.VideoLayer.$Properties} reelforge.sdl.VideoLayer.$Shape
             */

            /**
             * Constructs a new VideoLayer.
             * @memberof reelforge.sdl
             * @classdesc Represents a VideoLayer.
             * @constructor
             * @param {reelforge.sdl.VideoLayer.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const VideoLayer = function (properties) {
                this.bindings = {};
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * VideoLayer asset.
             * @member {string} asset
             * @memberof reelforge.sdl.VideoLayer
             * @instance
             */
            VideoLayer.prototype.asset = "";

            /**
             * VideoLayer offset.
             * @member {number} offset
             * @memberof reelforge.sdl.VideoLayer
             * @instance
             */
            VideoLayer.prototype.offset = 0;

            /**
             * VideoLayer loop.
             * @member {boolean} loop
             * @memberof reelforge.sdl.VideoLayer
             * @instance
             */
            VideoLayer.prototype.loop = false;

            /**
             * VideoLayer audio.
             * @member {boolean} audio
             * @memberof reelforge.sdl.VideoLayer
             * @instance
             */
            VideoLayer.prototype.audio = false;

            /**
             * VideoLayer volume.
             * @member {number|null|undefined} volume
             * @memberof reelforge.sdl.VideoLayer
             * @instance
             */
            VideoLayer.prototype.volume = null;

            /**
             * VideoLayer bindings.
             * @member {Object.<string,string>} bindings
             * @memberof reelforge.sdl.VideoLayer
             * @instance
             */
            VideoLayer.prototype.bindings = $util.emptyObject;

            // OneOf field names bound to virtual getters and setters
            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(VideoLayer.prototype, "_volume", {
                get: $util.oneOfGetter($oneOfFields = ["volume"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            /**
             * Creates a new VideoLayer instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.VideoLayer
             * @static
             * @param {reelforge.sdl.VideoLayer.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.VideoLayer} VideoLayer instance
             * @type {{
             *   (properties: reelforge.sdl.VideoLayer.$Shape): reelforge.sdl.VideoLayer & reelforge.sdl.VideoLayer.$Shape;
             *   (properties?: reelforge.sdl.VideoLayer.$Properties): reelforge.sdl.VideoLayer;
             * }}
             */
            VideoLayer.create = function(properties) {
                return new VideoLayer(properties);
            };

            /**
             * Encodes the specified VideoLayer message. Does not implicitly {@link reelforge.sdl.VideoLayer.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.VideoLayer
             * @static
             * @param {reelforge.sdl.VideoLayer.$Properties} message VideoLayer message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            VideoLayer.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset") && message.asset !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.asset);
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset") && message.offset !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.offset);
                if (message.loop != null && $Object.hasOwnProperty.call(message, "loop") && message.loop !== false)
                    writer.uint32(/* id 3, wireType 0 =*/24).bool(message.loop);
                if (message.audio != null && $Object.hasOwnProperty.call(message, "audio") && message.audio !== false)
                    writer.uint32(/* id 4, wireType 0 =*/32).bool(message.audio);
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume"))
                    writer.uint32(/* id 5, wireType 5 =*/45).float(message.volume);
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings"))
                    for (let keys = $Object.keys(message.bindings), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 15, wireType 2 =*/122).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.bindings[keys[i]]).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a VideoLayer message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.VideoLayer
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.VideoLayer & reelforge.sdl.VideoLayer.$Shape} VideoLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            VideoLayer.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.VideoLayer();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.asset = value;
                            else
                                delete message.asset;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.offset = value;
                            else
                                delete message.offset;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.loop = value;
                            else
                                delete message.loop;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.bool())
                                message.audio = value;
                            else
                                delete message.audio;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 5)
                                break;
                            message.volume = reader.float();
                            message._volume = "volume";
                            continue;
                        }
                    case 15: {
                            if (wireType !== 2)
                                break;
                            if (message.bindings === $util.emptyObject)
                                message.bindings = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.bindings, key);
                            message.bindings[key] = value;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a VideoLayer message.
             * @function verify
             * @memberof reelforge.sdl.VideoLayer
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            VideoLayer.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset"))
                    if (!$util.isString(message.asset))
                        return "asset: string expected";
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                    if (!$util.isInteger(message.offset))
                        return "offset: integer expected";
                if (message.loop != null && $Object.hasOwnProperty.call(message, "loop"))
                    if (typeof message.loop !== "boolean")
                        return "loop: boolean expected";
                if (message.audio != null && $Object.hasOwnProperty.call(message, "audio"))
                    if (typeof message.audio !== "boolean")
                        return "audio: boolean expected";
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume")) {
                    properties._volume = 1;
                    if (typeof message.volume !== "number")
                        return "volume: number expected";
                }
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings")) {
                    if (!$util.isObject(message.bindings))
                        return "bindings: object expected";
                    let key = $Object.keys(message.bindings);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.bindings[key[i]]))
                            return "bindings: string{k:string} expected";
                }
                return null;
            };

            /**
             * Creates a VideoLayer message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.VideoLayer
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.VideoLayer} VideoLayer
             */
            VideoLayer.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.VideoLayer)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.VideoLayer: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.VideoLayer();
                if (object.asset != null)
                    if (typeof object.asset !== "string" || object.asset.length)
                        message.asset = $String(object.asset);
                if (object.offset != null)
                    if ($Number(object.offset) !== 0)
                        message.offset = object.offset >>> 0;
                if (object.loop != null)
                    if (object.loop)
                        message.loop = $Boolean(object.loop);
                if (object.audio != null)
                    if (object.audio)
                        message.audio = $Boolean(object.audio);
                if (object.volume != null)
                    message.volume = $Number(object.volume);
                if (object.bindings) {
                    if (!$util.isObject(object.bindings))
                        throw $TypeError(".reelforge.sdl.VideoLayer.bindings: object expected");
                    message.bindings = {};
                    for (let keys = $Object.keys(object.bindings), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.bindings, keys[i]);
                        message.bindings[keys[i]] = $String(object.bindings[keys[i]]);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from a VideoLayer message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.VideoLayer
             * @static
             * @param {reelforge.sdl.VideoLayer} message VideoLayer
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            VideoLayer.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.objects || options.defaults)
                    object.bindings = {};
                if (options.defaults) {
                    object.asset = "";
                    object.offset = 0;
                    object.loop = false;
                    object.audio = false;
                }
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset"))
                    object.asset = message.asset;
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                    object.offset = message.offset;
                if (message.loop != null && $Object.hasOwnProperty.call(message, "loop"))
                    object.loop = message.loop;
                if (message.audio != null && $Object.hasOwnProperty.call(message, "audio"))
                    object.audio = message.audio;
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume"))
                    object.volume = options.json && !$isFinite(message.volume) ? $String(message.volume) : message.volume;
                let keys2;
                if (message.bindings && (keys2 = $Object.keys(message.bindings)).length) {
                    object.bindings = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.bindings, keys2[j]);
                        object.bindings[keys2[j]] = message.bindings[keys2[j]];
                    }
                }
                return object;
            };

            /**
             * Converts this VideoLayer to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.VideoLayer
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            VideoLayer.prototype.toJSON = function() {
                return VideoLayer.toObject(this, $protobuf.util.toJSONOptions);
            };

            return VideoLayer;
        })();

        sdl.ImageLayer = (function() {

            /**
             * Properties of an ImageLayer.
             * @typedef {Object} reelforge.sdl.ImageLayer.$Properties
             * @property {string|null} [asset] ImageLayer asset
             * @property {Object.<string,string>|null} [bindings] ImageLayer bindings
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an ImageLayer.
             * @memberof reelforge.sdl
             * @interface IImageLayer
             * @augments reelforge.sdl.ImageLayer.$Properties
             * @deprecated Use reelforge.sdl.ImageLayer.$Properties instead.
             */

            /**
             * Shape of an ImageLayer.
             * @typedef {reelforge.sdl.ImageLayer.$Properties} reelforge.sdl.ImageLayer.$Shape
             */

            /**
             * Constructs a new ImageLayer.
             * @memberof reelforge.sdl
             * @classdesc Represents an ImageLayer.
             * @constructor
             * @param {reelforge.sdl.ImageLayer.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const ImageLayer = function (properties) {
                this.bindings = {};
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * ImageLayer asset.
             * @member {string} asset
             * @memberof reelforge.sdl.ImageLayer
             * @instance
             */
            ImageLayer.prototype.asset = "";

            /**
             * ImageLayer bindings.
             * @member {Object.<string,string>} bindings
             * @memberof reelforge.sdl.ImageLayer
             * @instance
             */
            ImageLayer.prototype.bindings = $util.emptyObject;

            /**
             * Creates a new ImageLayer instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.ImageLayer
             * @static
             * @param {reelforge.sdl.ImageLayer.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.ImageLayer} ImageLayer instance
             * @type {{
             *   (properties: reelforge.sdl.ImageLayer.$Shape): reelforge.sdl.ImageLayer & reelforge.sdl.ImageLayer.$Shape;
             *   (properties?: reelforge.sdl.ImageLayer.$Properties): reelforge.sdl.ImageLayer;
             * }}
             */
            ImageLayer.create = function(properties) {
                return new ImageLayer(properties);
            };

            /**
             * Encodes the specified ImageLayer message. Does not implicitly {@link reelforge.sdl.ImageLayer.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.ImageLayer
             * @static
             * @param {reelforge.sdl.ImageLayer.$Properties} message ImageLayer message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ImageLayer.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset") && message.asset !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.asset);
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings"))
                    for (let keys = $Object.keys(message.bindings), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 15, wireType 2 =*/122).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.bindings[keys[i]]).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes an ImageLayer message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.ImageLayer
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.ImageLayer & reelforge.sdl.ImageLayer.$Shape} ImageLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ImageLayer.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.ImageLayer();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.asset = value;
                            else
                                delete message.asset;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 2)
                                break;
                            if (message.bindings === $util.emptyObject)
                                message.bindings = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.bindings, key);
                            message.bindings[key] = value;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies an ImageLayer message.
             * @function verify
             * @memberof reelforge.sdl.ImageLayer
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            ImageLayer.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset"))
                    if (!$util.isString(message.asset))
                        return "asset: string expected";
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings")) {
                    if (!$util.isObject(message.bindings))
                        return "bindings: object expected";
                    let key = $Object.keys(message.bindings);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.bindings[key[i]]))
                            return "bindings: string{k:string} expected";
                }
                return null;
            };

            /**
             * Creates an ImageLayer message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.ImageLayer
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.ImageLayer} ImageLayer
             */
            ImageLayer.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.ImageLayer)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.ImageLayer: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.ImageLayer();
                if (object.asset != null)
                    if (typeof object.asset !== "string" || object.asset.length)
                        message.asset = $String(object.asset);
                if (object.bindings) {
                    if (!$util.isObject(object.bindings))
                        throw $TypeError(".reelforge.sdl.ImageLayer.bindings: object expected");
                    message.bindings = {};
                    for (let keys = $Object.keys(object.bindings), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.bindings, keys[i]);
                        message.bindings[keys[i]] = $String(object.bindings[keys[i]]);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from an ImageLayer message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.ImageLayer
             * @static
             * @param {reelforge.sdl.ImageLayer} message ImageLayer
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            ImageLayer.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.objects || options.defaults)
                    object.bindings = {};
                if (options.defaults)
                    object.asset = "";
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset"))
                    object.asset = message.asset;
                let keys2;
                if (message.bindings && (keys2 = $Object.keys(message.bindings)).length) {
                    object.bindings = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.bindings, keys2[j]);
                        object.bindings[keys2[j]] = message.bindings[keys2[j]];
                    }
                }
                return object;
            };

            /**
             * Converts this ImageLayer to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.ImageLayer
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            ImageLayer.prototype.toJSON = function() {
                return ImageLayer.toObject(this, $protobuf.util.toJSONOptions);
            };

            return ImageLayer;
        })();

        sdl.TextLayer = (function() {

            /**
             * Properties of a TextLayer.
             * @typedef {Object} reelforge.sdl.TextLayer.$Properties
             * @property {string|null} [text] TextLayer text
             * @property {string|null} [font] TextLayer font
             * @property {number|null} [size] TextLayer size
             * @property {string|null} [color] TextLayer color
             * @property {reelforge.sdl.Align|null} [align] TextLayer align
             * @property {reelforge.sdl.VAlign|null} [valign] TextLayer valign
             * @property {string|null} [box] TextLayer box
             * @property {number|null} [boxpadding] TextLayer boxpadding
             * @property {reelforge.sdl.RevealUnit|null} [revealunit] TextLayer revealunit
             * @property {Object.<string,string>|null} [bindings] TextLayer bindings
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a TextLayer.
             * @memberof reelforge.sdl
             * @interface ITextLayer
             * @augments reelforge.sdl.TextLayer.$Properties
             * @deprecated Use reelforge.sdl.TextLayer.$Properties instead.
             */

            /**
             * Shape of a TextLayer.
             * @typedef {reelforge.sdl.TextLayer.$Properties} reelforge.sdl.TextLayer.$Shape
             */

            /**
             * Constructs a new TextLayer.
             * @memberof reelforge.sdl
             * @classdesc Represents a TextLayer.
             * @constructor
             * @param {reelforge.sdl.TextLayer.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const TextLayer = function (properties) {
                this.bindings = {};
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * TextLayer text.
             * @member {string} text
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.text = "";

            /**
             * TextLayer font.
             * @member {string} font
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.font = "";

            /**
             * TextLayer size.
             * @member {number} size
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.size = 0;

            /**
             * TextLayer color.
             * @member {string} color
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.color = "";

            /**
             * TextLayer align.
             * @member {reelforge.sdl.Align} align
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.align = 0;

            /**
             * TextLayer valign.
             * @member {reelforge.sdl.VAlign} valign
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.valign = 0;

            /**
             * TextLayer box.
             * @member {string} box
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.box = "";

            /**
             * TextLayer boxpadding.
             * @member {number} boxpadding
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.boxpadding = 0;

            /**
             * TextLayer revealunit.
             * @member {reelforge.sdl.RevealUnit} revealunit
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.revealunit = 0;

            /**
             * TextLayer bindings.
             * @member {Object.<string,string>} bindings
             * @memberof reelforge.sdl.TextLayer
             * @instance
             */
            TextLayer.prototype.bindings = $util.emptyObject;

            /**
             * Creates a new TextLayer instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.TextLayer
             * @static
             * @param {reelforge.sdl.TextLayer.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.TextLayer} TextLayer instance
             * @type {{
             *   (properties: reelforge.sdl.TextLayer.$Shape): reelforge.sdl.TextLayer & reelforge.sdl.TextLayer.$Shape;
             *   (properties?: reelforge.sdl.TextLayer.$Properties): reelforge.sdl.TextLayer;
             * }}
             */
            TextLayer.create = function(properties) {
                return new TextLayer(properties);
            };

            /**
             * Encodes the specified TextLayer message. Does not implicitly {@link reelforge.sdl.TextLayer.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.TextLayer
             * @static
             * @param {reelforge.sdl.TextLayer.$Properties} message TextLayer message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            TextLayer.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.text != null && $Object.hasOwnProperty.call(message, "text") && message.text !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.text);
                if (message.font != null && $Object.hasOwnProperty.call(message, "font") && message.font !== "")
                    writer.uint32(/* id 2, wireType 2 =*/18).string(message.font);
                if (message.size != null && $Object.hasOwnProperty.call(message, "size") && message.size !== 0)
                    writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.size);
                if (message.color != null && $Object.hasOwnProperty.call(message, "color") && message.color !== "")
                    writer.uint32(/* id 4, wireType 2 =*/34).string(message.color);
                if (message.align != null && $Object.hasOwnProperty.call(message, "align") && message.align !== 0)
                    writer.uint32(/* id 5, wireType 0 =*/40).int32(message.align);
                if (message.valign != null && $Object.hasOwnProperty.call(message, "valign") && message.valign !== 0)
                    writer.uint32(/* id 6, wireType 0 =*/48).int32(message.valign);
                if (message.box != null && $Object.hasOwnProperty.call(message, "box") && message.box !== "")
                    writer.uint32(/* id 7, wireType 2 =*/58).string(message.box);
                if (message.boxpadding != null && $Object.hasOwnProperty.call(message, "boxpadding") && message.boxpadding !== 0)
                    writer.uint32(/* id 8, wireType 0 =*/64).uint32(message.boxpadding);
                if (message.revealunit != null && $Object.hasOwnProperty.call(message, "revealunit") && message.revealunit !== 0)
                    writer.uint32(/* id 9, wireType 0 =*/72).int32(message.revealunit);
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings"))
                    for (let keys = $Object.keys(message.bindings), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 15, wireType 2 =*/122).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.bindings[keys[i]]).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a TextLayer message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.TextLayer
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.TextLayer & reelforge.sdl.TextLayer.$Shape} TextLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            TextLayer.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.TextLayer();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.text = value;
                            else
                                delete message.text;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.font = value;
                            else
                                delete message.font;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.size = value;
                            else
                                delete message.size;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.color = value;
                            else
                                delete message.color;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.align = value;
                            else
                                delete message.align;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.valign = value;
                            else
                                delete message.valign;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.box = value;
                            else
                                delete message.box;
                            continue;
                        }
                    case 8: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.boxpadding = value;
                            else
                                delete message.boxpadding;
                            continue;
                        }
                    case 9: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.revealunit = value;
                            else
                                delete message.revealunit;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 2)
                                break;
                            if (message.bindings === $util.emptyObject)
                                message.bindings = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.bindings, key);
                            message.bindings[key] = value;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a TextLayer message.
             * @function verify
             * @memberof reelforge.sdl.TextLayer
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            TextLayer.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                    if (!$util.isString(message.text))
                        return "text: string expected";
                if (message.font != null && $Object.hasOwnProperty.call(message, "font"))
                    if (!$util.isString(message.font))
                        return "font: string expected";
                if (message.size != null && $Object.hasOwnProperty.call(message, "size"))
                    if (!$util.isInteger(message.size))
                        return "size: integer expected";
                if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                    if (!$util.isString(message.color))
                        return "color: string expected";
                if (message.align != null && $Object.hasOwnProperty.call(message, "align"))
                    if (typeof message.align !== "number" || (message.align | 0) !== message.align)
                        return "align: enum value expected";
                if (message.valign != null && $Object.hasOwnProperty.call(message, "valign"))
                    if (typeof message.valign !== "number" || (message.valign | 0) !== message.valign)
                        return "valign: enum value expected";
                if (message.box != null && $Object.hasOwnProperty.call(message, "box"))
                    if (!$util.isString(message.box))
                        return "box: string expected";
                if (message.boxpadding != null && $Object.hasOwnProperty.call(message, "boxpadding"))
                    if (!$util.isInteger(message.boxpadding))
                        return "boxpadding: integer expected";
                if (message.revealunit != null && $Object.hasOwnProperty.call(message, "revealunit"))
                    if (typeof message.revealunit !== "number" || (message.revealunit | 0) !== message.revealunit)
                        return "revealunit: enum value expected";
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings")) {
                    if (!$util.isObject(message.bindings))
                        return "bindings: object expected";
                    let key = $Object.keys(message.bindings);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.bindings[key[i]]))
                            return "bindings: string{k:string} expected";
                }
                return null;
            };

            /**
             * Creates a TextLayer message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.TextLayer
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.TextLayer} TextLayer
             */
            TextLayer.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.TextLayer)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.TextLayer: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.TextLayer();
                if (object.text != null)
                    if (typeof object.text !== "string" || object.text.length)
                        message.text = $String(object.text);
                if (object.font != null)
                    if (typeof object.font !== "string" || object.font.length)
                        message.font = $String(object.font);
                if (object.size != null)
                    if ($Number(object.size) !== 0)
                        message.size = object.size >>> 0;
                if (object.color != null)
                    if (typeof object.color !== "string" || object.color.length)
                        message.color = $String(object.color);
                if (object.align !== 0 && (typeof object.align !== "string" || $root.reelforge.sdl.Align[object.align] !== 0))
                    switch (object.align) {
                    case "CENTER":
                    case 0:
                        message.align = 0;
                        break;
                    case "LEFT":
                    case 1:
                        message.align = 1;
                        break;
                    case "RIGHT":
                    case 2:
                        message.align = 2;
                        break;
                    default:
                        if (typeof object.align === "number" && (object.align | 0) === object.align)
                            message.align = object.align;
                    }
                if (object.valign !== 0 && (typeof object.valign !== "string" || $root.reelforge.sdl.VAlign[object.valign] !== 0))
                    switch (object.valign) {
                    case "MIDDLE":
                    case 0:
                        message.valign = 0;
                        break;
                    case "TOP":
                    case 1:
                        message.valign = 1;
                        break;
                    case "BOTTOM":
                    case 2:
                        message.valign = 2;
                        break;
                    default:
                        if (typeof object.valign === "number" && (object.valign | 0) === object.valign)
                            message.valign = object.valign;
                    }
                if (object.box != null)
                    if (typeof object.box !== "string" || object.box.length)
                        message.box = $String(object.box);
                if (object.boxpadding != null)
                    if ($Number(object.boxpadding) !== 0)
                        message.boxpadding = object.boxpadding >>> 0;
                if (object.revealunit !== 0 && (typeof object.revealunit !== "string" || $root.reelforge.sdl.RevealUnit[object.revealunit] !== 0))
                    switch (object.revealunit) {
                    case "LETTER":
                    case 0:
                        message.revealunit = 0;
                        break;
                    case "WORD":
                    case 1:
                        message.revealunit = 1;
                        break;
                    default:
                        if (typeof object.revealunit === "number" && (object.revealunit | 0) === object.revealunit)
                            message.revealunit = object.revealunit;
                    }
                if (object.bindings) {
                    if (!$util.isObject(object.bindings))
                        throw $TypeError(".reelforge.sdl.TextLayer.bindings: object expected");
                    message.bindings = {};
                    for (let keys = $Object.keys(object.bindings), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.bindings, keys[i]);
                        message.bindings[keys[i]] = $String(object.bindings[keys[i]]);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from a TextLayer message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.TextLayer
             * @static
             * @param {reelforge.sdl.TextLayer} message TextLayer
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            TextLayer.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.objects || options.defaults)
                    object.bindings = {};
                if (options.defaults) {
                    object.text = "";
                    object.font = "";
                    object.size = 0;
                    object.color = "";
                    object.align = options.enums === $String ? "CENTER" : 0;
                    object.valign = options.enums === $String ? "MIDDLE" : 0;
                    object.box = "";
                    object.boxpadding = 0;
                    object.revealunit = options.enums === $String ? "LETTER" : 0;
                }
                if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                    object.text = message.text;
                if (message.font != null && $Object.hasOwnProperty.call(message, "font"))
                    object.font = message.font;
                if (message.size != null && $Object.hasOwnProperty.call(message, "size"))
                    object.size = message.size;
                if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                    object.color = message.color;
                if (message.align != null && $Object.hasOwnProperty.call(message, "align"))
                    object.align = options.enums === $String ? $root.reelforge.sdl.Align[message.align] === $undefined ? message.align : $root.reelforge.sdl.Align[message.align] : message.align;
                if (message.valign != null && $Object.hasOwnProperty.call(message, "valign"))
                    object.valign = options.enums === $String ? $root.reelforge.sdl.VAlign[message.valign] === $undefined ? message.valign : $root.reelforge.sdl.VAlign[message.valign] : message.valign;
                if (message.box != null && $Object.hasOwnProperty.call(message, "box"))
                    object.box = message.box;
                if (message.boxpadding != null && $Object.hasOwnProperty.call(message, "boxpadding"))
                    object.boxpadding = message.boxpadding;
                if (message.revealunit != null && $Object.hasOwnProperty.call(message, "revealunit"))
                    object.revealunit = options.enums === $String ? $root.reelforge.sdl.RevealUnit[message.revealunit] === $undefined ? message.revealunit : $root.reelforge.sdl.RevealUnit[message.revealunit] : message.revealunit;
                let keys2;
                if (message.bindings && (keys2 = $Object.keys(message.bindings)).length) {
                    object.bindings = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.bindings, keys2[j]);
                        object.bindings[keys2[j]] = message.bindings[keys2[j]];
                    }
                }
                return object;
            };

            /**
             * Converts this TextLayer to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.TextLayer
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            TextLayer.prototype.toJSON = function() {
                return TextLayer.toObject(this, $protobuf.util.toJSONOptions);
            };

            return TextLayer;
        })();

        /**
         * RevealUnit enum.
         * @name reelforge.sdl.RevealUnit
         * @enum {number}
         * @property {number} LETTER=0 LETTER value
         * @property {number} WORD=1 WORD value
         */
        sdl.RevealUnit = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "LETTER"] = 0;
            values[valuesById[1] = "WORD"] = 1;
            return values;
        })();

        sdl.LayerTracking = (function() {

            /**
             * Properties of a LayerTracking.
             * @typedef {Object} reelforge.sdl.LayerTracking.$Properties
             * @property {string|null} [video] LayerTracking video
             * @property {string|null} [version] LayerTracking version
             * @property {number|null} [offset] LayerTracking offset
             * @property {reelforge.sdl.Rect.$Properties|null} [area] LayerTracking area
             * @property {reelforge.sdl.Align|null} [align] LayerTracking align
             * @property {reelforge.sdl.VAlign|null} [valign] LayerTracking valign
             * @property {number|null} [dx] LayerTracking dx
             * @property {number|null} [dy] LayerTracking dy
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a LayerTracking.
             * @memberof reelforge.sdl
             * @interface ILayerTracking
             * @augments reelforge.sdl.LayerTracking.$Properties
             * @deprecated Use reelforge.sdl.LayerTracking.$Properties instead.
             */

            /**
             * Shape of a LayerTracking.
             * @typedef {reelforge.sdl.LayerTracking.$Properties} reelforge.sdl.LayerTracking.$Shape
             */

            /**
             * Constructs a new LayerTracking.
             * @memberof reelforge.sdl
             * @classdesc Represents a LayerTracking.
             * @constructor
             * @param {reelforge.sdl.LayerTracking.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const LayerTracking = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * LayerTracking video.
             * @member {string} video
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.video = "";

            /**
             * LayerTracking version.
             * @member {string} version
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.version = "";

            /**
             * LayerTracking offset.
             * @member {number} offset
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.offset = 0;

            /**
             * LayerTracking area.
             * @member {reelforge.sdl.Rect.$Properties|null|undefined} area
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.area = null;

            /**
             * LayerTracking align.
             * @member {reelforge.sdl.Align} align
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.align = 0;

            /**
             * LayerTracking valign.
             * @member {reelforge.sdl.VAlign} valign
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.valign = 0;

            /**
             * LayerTracking dx.
             * @member {number} dx
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.dx = 0;

            /**
             * LayerTracking dy.
             * @member {number} dy
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             */
            LayerTracking.prototype.dy = 0;

            /**
             * Creates a new LayerTracking instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.LayerTracking
             * @static
             * @param {reelforge.sdl.LayerTracking.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.LayerTracking} LayerTracking instance
             * @type {{
             *   (properties: reelforge.sdl.LayerTracking.$Shape): reelforge.sdl.LayerTracking & reelforge.sdl.LayerTracking.$Shape;
             *   (properties?: reelforge.sdl.LayerTracking.$Properties): reelforge.sdl.LayerTracking;
             * }}
             */
            LayerTracking.create = function(properties) {
                return new LayerTracking(properties);
            };

            /**
             * Encodes the specified LayerTracking message. Does not implicitly {@link reelforge.sdl.LayerTracking.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.LayerTracking
             * @static
             * @param {reelforge.sdl.LayerTracking.$Properties} message LayerTracking message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            LayerTracking.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.video != null && $Object.hasOwnProperty.call(message, "video") && message.video !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.video);
                if (message.version != null && $Object.hasOwnProperty.call(message, "version") && message.version !== "")
                    writer.uint32(/* id 2, wireType 2 =*/18).string(message.version);
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset") && message.offset !== 0)
                    writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.offset);
                if (message.area != null && $Object.hasOwnProperty.call(message, "area"))
                    $root.reelforge.sdl.Rect.encode(message.area, writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
                if (message.align != null && $Object.hasOwnProperty.call(message, "align") && message.align !== 0)
                    writer.uint32(/* id 5, wireType 0 =*/40).int32(message.align);
                if (message.valign != null && $Object.hasOwnProperty.call(message, "valign") && message.valign !== 0)
                    writer.uint32(/* id 6, wireType 0 =*/48).int32(message.valign);
                if (message.dx != null && $Object.hasOwnProperty.call(message, "dx") && message.dx !== 0)
                    writer.uint32(/* id 7, wireType 0 =*/56).int32(message.dx);
                if (message.dy != null && $Object.hasOwnProperty.call(message, "dy") && message.dy !== 0)
                    writer.uint32(/* id 8, wireType 0 =*/64).int32(message.dy);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a LayerTracking message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.LayerTracking
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.LayerTracking & reelforge.sdl.LayerTracking.$Shape} LayerTracking
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            LayerTracking.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.LayerTracking();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.video = value;
                            else
                                delete message.video;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.version = value;
                            else
                                delete message.version;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.offset = value;
                            else
                                delete message.offset;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            message.area = $root.reelforge.sdl.Rect.decode(reader, reader.size(), $undefined, _depth + 1, message.area);
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.align = value;
                            else
                                delete message.align;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.valign = value;
                            else
                                delete message.valign;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.dx = value;
                            else
                                delete message.dx;
                            continue;
                        }
                    case 8: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.dy = value;
                            else
                                delete message.dy;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a LayerTracking message.
             * @function verify
             * @memberof reelforge.sdl.LayerTracking
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            LayerTracking.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.video != null && $Object.hasOwnProperty.call(message, "video"))
                    if (!$util.isString(message.video))
                        return "video: string expected";
                if (message.version != null && $Object.hasOwnProperty.call(message, "version"))
                    if (!$util.isString(message.version))
                        return "version: string expected";
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                    if (!$util.isInteger(message.offset))
                        return "offset: integer expected";
                if (message.area != null && $Object.hasOwnProperty.call(message, "area")) {
                    let error = $root.reelforge.sdl.Rect.verify(message.area, _depth + 1);
                    if (error)
                        return "area." + error;
                }
                if (message.align != null && $Object.hasOwnProperty.call(message, "align"))
                    if (typeof message.align !== "number" || (message.align | 0) !== message.align)
                        return "align: enum value expected";
                if (message.valign != null && $Object.hasOwnProperty.call(message, "valign"))
                    if (typeof message.valign !== "number" || (message.valign | 0) !== message.valign)
                        return "valign: enum value expected";
                if (message.dx != null && $Object.hasOwnProperty.call(message, "dx"))
                    if (!$util.isInteger(message.dx))
                        return "dx: integer expected";
                if (message.dy != null && $Object.hasOwnProperty.call(message, "dy"))
                    if (!$util.isInteger(message.dy))
                        return "dy: integer expected";
                return null;
            };

            /**
             * Creates a LayerTracking message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.LayerTracking
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.LayerTracking} LayerTracking
             */
            LayerTracking.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.LayerTracking)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.LayerTracking: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.LayerTracking();
                if (object.video != null)
                    if (typeof object.video !== "string" || object.video.length)
                        message.video = $String(object.video);
                if (object.version != null)
                    if (typeof object.version !== "string" || object.version.length)
                        message.version = $String(object.version);
                if (object.offset != null)
                    if ($Number(object.offset) !== 0)
                        message.offset = object.offset >>> 0;
                if (object.area != null) {
                    if (!$util.isObject(object.area))
                        throw $TypeError(".reelforge.sdl.LayerTracking.area: object expected");
                    message.area = $root.reelforge.sdl.Rect.fromObject(object.area, _depth + 1);
                }
                if (object.align !== 0 && (typeof object.align !== "string" || $root.reelforge.sdl.Align[object.align] !== 0))
                    switch (object.align) {
                    case "CENTER":
                    case 0:
                        message.align = 0;
                        break;
                    case "LEFT":
                    case 1:
                        message.align = 1;
                        break;
                    case "RIGHT":
                    case 2:
                        message.align = 2;
                        break;
                    default:
                        if (typeof object.align === "number" && (object.align | 0) === object.align)
                            message.align = object.align;
                    }
                if (object.valign !== 0 && (typeof object.valign !== "string" || $root.reelforge.sdl.VAlign[object.valign] !== 0))
                    switch (object.valign) {
                    case "MIDDLE":
                    case 0:
                        message.valign = 0;
                        break;
                    case "TOP":
                    case 1:
                        message.valign = 1;
                        break;
                    case "BOTTOM":
                    case 2:
                        message.valign = 2;
                        break;
                    default:
                        if (typeof object.valign === "number" && (object.valign | 0) === object.valign)
                            message.valign = object.valign;
                    }
                if (object.dx != null)
                    if ($Number(object.dx) !== 0)
                        message.dx = object.dx | 0;
                if (object.dy != null)
                    if ($Number(object.dy) !== 0)
                        message.dy = object.dy | 0;
                return message;
            };

            /**
             * Creates a plain object from a LayerTracking message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.LayerTracking
             * @static
             * @param {reelforge.sdl.LayerTracking} message LayerTracking
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            LayerTracking.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.video = "";
                    object.version = "";
                    object.offset = 0;
                    object.area = null;
                    object.align = options.enums === $String ? "CENTER" : 0;
                    object.valign = options.enums === $String ? "MIDDLE" : 0;
                    object.dx = 0;
                    object.dy = 0;
                }
                if (message.video != null && $Object.hasOwnProperty.call(message, "video"))
                    object.video = message.video;
                if (message.version != null && $Object.hasOwnProperty.call(message, "version"))
                    object.version = message.version;
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                    object.offset = message.offset;
                if (message.area != null && $Object.hasOwnProperty.call(message, "area"))
                    object.area = $root.reelforge.sdl.Rect.toObject(message.area, options, _depth + 1);
                if (message.align != null && $Object.hasOwnProperty.call(message, "align"))
                    object.align = options.enums === $String ? $root.reelforge.sdl.Align[message.align] === $undefined ? message.align : $root.reelforge.sdl.Align[message.align] : message.align;
                if (message.valign != null && $Object.hasOwnProperty.call(message, "valign"))
                    object.valign = options.enums === $String ? $root.reelforge.sdl.VAlign[message.valign] === $undefined ? message.valign : $root.reelforge.sdl.VAlign[message.valign] : message.valign;
                if (message.dx != null && $Object.hasOwnProperty.call(message, "dx"))
                    object.dx = message.dx;
                if (message.dy != null && $Object.hasOwnProperty.call(message, "dy"))
                    object.dy = message.dy;
                return object;
            };

            /**
             * Converts this LayerTracking to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.LayerTracking
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            LayerTracking.prototype.toJSON = function() {
                return LayerTracking.toObject(this, $protobuf.util.toJSONOptions);
            };

            return LayerTracking;
        })();

        sdl.ColorLayer = (function() {

            /**
             * Properties of a ColorLayer.
             * @typedef {Object} reelforge.sdl.ColorLayer.$Properties
             * @property {string|null} [color] ColorLayer color
             * @property {Object.<string,string>|null} [bindings] ColorLayer bindings
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a ColorLayer.
             * @memberof reelforge.sdl
             * @interface IColorLayer
             * @augments reelforge.sdl.ColorLayer.$Properties
             * @deprecated Use reelforge.sdl.ColorLayer.$Properties instead.
             */

            /**
             * Shape of a ColorLayer.
             * @typedef {reelforge.sdl.ColorLayer.$Properties} reelforge.sdl.ColorLayer.$Shape
             */

            /**
             * Constructs a new ColorLayer.
             * @memberof reelforge.sdl
             * @classdesc Represents a ColorLayer.
             * @constructor
             * @param {reelforge.sdl.ColorLayer.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const ColorLayer = function (properties) {
                this.bindings = {};
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * ColorLayer color.
             * @member {string} color
             * @memberof reelforge.sdl.ColorLayer
             * @instance
             */
            ColorLayer.prototype.color = "";

            /**
             * ColorLayer bindings.
             * @member {Object.<string,string>} bindings
             * @memberof reelforge.sdl.ColorLayer
             * @instance
             */
            ColorLayer.prototype.bindings = $util.emptyObject;

            /**
             * Creates a new ColorLayer instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.ColorLayer
             * @static
             * @param {reelforge.sdl.ColorLayer.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.ColorLayer} ColorLayer instance
             * @type {{
             *   (properties: reelforge.sdl.ColorLayer.$Shape): reelforge.sdl.ColorLayer & reelforge.sdl.ColorLayer.$Shape;
             *   (properties?: reelforge.sdl.ColorLayer.$Properties): reelforge.sdl.ColorLayer;
             * }}
             */
            ColorLayer.create = function(properties) {
                return new ColorLayer(properties);
            };

            /**
             * Encodes the specified ColorLayer message. Does not implicitly {@link reelforge.sdl.ColorLayer.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.ColorLayer
             * @static
             * @param {reelforge.sdl.ColorLayer.$Properties} message ColorLayer message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            ColorLayer.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.color != null && $Object.hasOwnProperty.call(message, "color") && message.color !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.color);
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings"))
                    for (let keys = $Object.keys(message.bindings), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 15, wireType 2 =*/122).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.bindings[keys[i]]).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a ColorLayer message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.ColorLayer
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.ColorLayer & reelforge.sdl.ColorLayer.$Shape} ColorLayer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            ColorLayer.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.ColorLayer();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.color = value;
                            else
                                delete message.color;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 2)
                                break;
                            if (message.bindings === $util.emptyObject)
                                message.bindings = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.bindings, key);
                            message.bindings[key] = value;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a ColorLayer message.
             * @function verify
             * @memberof reelforge.sdl.ColorLayer
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            ColorLayer.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                    if (!$util.isString(message.color))
                        return "color: string expected";
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings")) {
                    if (!$util.isObject(message.bindings))
                        return "bindings: object expected";
                    let key = $Object.keys(message.bindings);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.bindings[key[i]]))
                            return "bindings: string{k:string} expected";
                }
                return null;
            };

            /**
             * Creates a ColorLayer message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.ColorLayer
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.ColorLayer} ColorLayer
             */
            ColorLayer.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.ColorLayer)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.ColorLayer: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.ColorLayer();
                if (object.color != null)
                    if (typeof object.color !== "string" || object.color.length)
                        message.color = $String(object.color);
                if (object.bindings) {
                    if (!$util.isObject(object.bindings))
                        throw $TypeError(".reelforge.sdl.ColorLayer.bindings: object expected");
                    message.bindings = {};
                    for (let keys = $Object.keys(object.bindings), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.bindings, keys[i]);
                        message.bindings[keys[i]] = $String(object.bindings[keys[i]]);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from a ColorLayer message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.ColorLayer
             * @static
             * @param {reelforge.sdl.ColorLayer} message ColorLayer
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            ColorLayer.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.objects || options.defaults)
                    object.bindings = {};
                if (options.defaults)
                    object.color = "";
                if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                    object.color = message.color;
                let keys2;
                if (message.bindings && (keys2 = $Object.keys(message.bindings)).length) {
                    object.bindings = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.bindings, keys2[j]);
                        object.bindings[keys2[j]] = message.bindings[keys2[j]];
                    }
                }
                return object;
            };

            /**
             * Converts this ColorLayer to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.ColorLayer
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            ColorLayer.prototype.toJSON = function() {
                return ColorLayer.toObject(this, $protobuf.util.toJSONOptions);
            };

            return ColorLayer;
        })();

        sdl.Layer = (function() {

            /**
             * Properties of a Layer.
             * @typedef {Object} reelforge.sdl.Layer.$Properties
             * @property {string|null} [name] Layer name
             * @property {reelforge.sdl.VideoLayer.$Properties|null} [video] Layer video
             * @property {reelforge.sdl.ImageLayer.$Properties|null} [image] Layer image
             * @property {reelforge.sdl.TextLayer.$Properties|null} [text] Layer text
             * @property {reelforge.sdl.ColorLayer.$Properties|null} [color] Layer color
             * @property {number|null} [start] Layer start
             * @property {number|null} [duration] Layer duration
             * @property {reelforge.sdl.Rect.$Properties|null} [position] Layer position
             * @property {reelforge.sdl.Fit|null} [fit] Layer fit
             * @property {number|null} [opacity] Layer opacity
             * @property {number|null} [fadein] Layer fadein
             * @property {number|null} [fadeout] Layer fadeout
             * @property {Object.<string,string>|null} [bindings] Layer bindings
             * @property {reelforge.sdl.LayerTracking.$Properties|null} [tracking] Layer tracking
             * @property {Array.<reelforge.sdl.Keyframe.$Properties>|null} [keyframes] Layer keyframes
             * @property {"video"|"image"|"text"|"color"} [content] Layer content
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Layer.
             * @memberof reelforge.sdl
             * @interface ILayer
             * @augments reelforge.sdl.Layer.$Properties
             * @deprecated Use reelforge.sdl.Layer.$Properties instead.
             */

            /**
             * Narrowed shape of a Layer.
             * @typedef {{
             *   name?: string|null;
             *   video?: reelforge.sdl.VideoLayer.$Shape|null;
             *   image?: reelforge.sdl.ImageLayer.$Shape|null;
             *   text?: reelforge.sdl.TextLayer.$Shape|null;
             *   color?: reelforge.sdl.ColorLayer.$Shape|null;
             *   start?: number|null;
             *   duration?: number|null;
             *   position?: reelforge.sdl.Rect.$Shape|null;
             *   fit?: reelforge.sdl.Fit|null;
             *   opacity?: number|null;
             *   fadein?: number|null;
             *   fadeout?: number|null;
             *   bindings?: Object.<string,string>|null;
             *   tracking?: reelforge.sdl.LayerTracking.$Shape|null;
             *   keyframes?: Array.<reelforge.sdl.Keyframe.$Shape>|null;
             *   $unknowns?: Array.<Uint8Array>;
             * } & (
             *   ({ content?: undefined; video?: null; image?: null; text?: null; color?: null }|{ content?: "video"; video: reelforge.sdl.VideoLayer.$Shape; image?: null; text?: null; color?: null }|{ content?: "image"; video?: null; image: reelforge.sdl.ImageLayer.$Shape; text?: null; color?: null }|{ content?: "text"; video?: null; image?: null; text: reelforge.sdl.TextLayer.$Shape; color?: null }|{ content?: "color"; video?: null; image?: null; text?: null; color: reelforge.sdl.ColorLayer.$Shape })
             * )} reelforge.sdl.Layer.$Shape
             */

            /**
             * Constructs a new Layer.
             * @memberof reelforge.sdl
             * @classdesc Represents a Layer.
             * @constructor
             * @param {reelforge.sdl.Layer.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Layer = function (properties) {
                this.bindings = {};
                this.keyframes = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Layer name.
             * @member {string} name
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.name = "";

            /**
             * Layer video.
             * @member {reelforge.sdl.VideoLayer.$Properties|null|undefined} video
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.video = null;

            /**
             * Layer image.
             * @member {reelforge.sdl.ImageLayer.$Properties|null|undefined} image
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.image = null;

            /**
             * Layer text.
             * @member {reelforge.sdl.TextLayer.$Properties|null|undefined} text
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.text = null;

            /**
             * Layer color.
             * @member {reelforge.sdl.ColorLayer.$Properties|null|undefined} color
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.color = null;

            /**
             * Layer start.
             * @member {number} start
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.start = 0;

            /**
             * Layer duration.
             * @member {number} duration
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.duration = 0;

            /**
             * Layer position.
             * @member {reelforge.sdl.Rect.$Properties|null|undefined} position
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.position = null;

            /**
             * Layer fit.
             * @member {reelforge.sdl.Fit} fit
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.fit = 0;

            /**
             * Layer opacity.
             * @member {number|null|undefined} opacity
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.opacity = null;

            /**
             * Layer fadein.
             * @member {number} fadein
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.fadein = 0;

            /**
             * Layer fadeout.
             * @member {number} fadeout
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.fadeout = 0;

            /**
             * Layer bindings.
             * @member {Object.<string,string>} bindings
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.bindings = $util.emptyObject;

            /**
             * Layer tracking.
             * @member {reelforge.sdl.LayerTracking.$Properties|null|undefined} tracking
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.tracking = null;

            /**
             * Layer keyframes.
             * @member {Array.<reelforge.sdl.Keyframe.$Properties>} keyframes
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            Layer.prototype.keyframes = $util.emptyArray;

            // OneOf field names bound to virtual getters and setters
            let $oneOfFields;

            /**
             * Layer content.
             * @member {"video"|"image"|"text"|"color"|undefined} content
             * @memberof reelforge.sdl.Layer
             * @instance
             */
            $Object.defineProperty(Layer.prototype, "content", {
                get: $util.oneOfGetter($oneOfFields = ["video", "image", "text", "color"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Layer.prototype, "_opacity", {
                get: $util.oneOfGetter($oneOfFields = ["opacity"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            /**
             * Creates a new Layer instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Layer
             * @static
             * @param {reelforge.sdl.Layer.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Layer} Layer instance
             * @type {{
             *   (properties: reelforge.sdl.Layer.$Shape): reelforge.sdl.Layer & reelforge.sdl.Layer.$Shape;
             *   (properties?: reelforge.sdl.Layer.$Properties): reelforge.sdl.Layer;
             * }}
             */
            Layer.create = function(properties) {
                return new Layer(properties);
            };

            /**
             * Encodes the specified Layer message. Does not implicitly {@link reelforge.sdl.Layer.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Layer
             * @static
             * @param {reelforge.sdl.Layer.$Properties} message Layer message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Layer.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.name);
                if (message.video != null && $Object.hasOwnProperty.call(message, "video"))
                    $root.reelforge.sdl.VideoLayer.encode(message.video, writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                if (message.image != null && $Object.hasOwnProperty.call(message, "image"))
                    $root.reelforge.sdl.ImageLayer.encode(message.image, writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
                if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                    $root.reelforge.sdl.TextLayer.encode(message.text, writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
                if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                    $root.reelforge.sdl.ColorLayer.encode(message.color, writer.uint32(/* id 5, wireType 2 =*/42).fork(), _depth + 1).ldelim();
                if (message.start != null && $Object.hasOwnProperty.call(message, "start") && message.start !== 0)
                    writer.uint32(/* id 6, wireType 0 =*/48).uint32(message.start);
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration") && message.duration !== 0)
                    writer.uint32(/* id 7, wireType 0 =*/56).uint32(message.duration);
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    $root.reelforge.sdl.Rect.encode(message.position, writer.uint32(/* id 8, wireType 2 =*/66).fork(), _depth + 1).ldelim();
                if (message.fit != null && $Object.hasOwnProperty.call(message, "fit") && message.fit !== 0)
                    writer.uint32(/* id 9, wireType 0 =*/72).int32(message.fit);
                if (message.opacity != null && $Object.hasOwnProperty.call(message, "opacity"))
                    writer.uint32(/* id 10, wireType 5 =*/85).float(message.opacity);
                if (message.fadein != null && $Object.hasOwnProperty.call(message, "fadein") && message.fadein !== 0)
                    writer.uint32(/* id 11, wireType 0 =*/88).uint32(message.fadein);
                if (message.fadeout != null && $Object.hasOwnProperty.call(message, "fadeout") && message.fadeout !== 0)
                    writer.uint32(/* id 12, wireType 0 =*/96).uint32(message.fadeout);
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings"))
                    for (let keys = $Object.keys(message.bindings), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 15, wireType 2 =*/122).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.bindings[keys[i]]).ldelim();
                if (message.tracking != null && $Object.hasOwnProperty.call(message, "tracking"))
                    $root.reelforge.sdl.LayerTracking.encode(message.tracking, writer.uint32(/* id 16, wireType 2 =*/130).fork(), _depth + 1).ldelim();
                if (message.keyframes != null && message.keyframes.length)
                    for (let i = 0; i < message.keyframes.length; ++i)
                        $root.reelforge.sdl.Keyframe.encode(message.keyframes[i], writer.uint32(/* id 17, wireType 2 =*/138).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Layer message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Layer
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Layer & reelforge.sdl.Layer.$Shape} Layer
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Layer.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Layer();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.name = value;
                            else
                                delete message.name;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            message.video = $root.reelforge.sdl.VideoLayer.decode(reader, reader.size(), $undefined, _depth + 1, message.video);
                            message.content = "video";
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            message.image = $root.reelforge.sdl.ImageLayer.decode(reader, reader.size(), $undefined, _depth + 1, message.image);
                            message.content = "image";
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            message.text = $root.reelforge.sdl.TextLayer.decode(reader, reader.size(), $undefined, _depth + 1, message.text);
                            message.content = "text";
                            continue;
                        }
                    case 5: {
                            if (wireType !== 2)
                                break;
                            message.color = $root.reelforge.sdl.ColorLayer.decode(reader, reader.size(), $undefined, _depth + 1, message.color);
                            message.content = "color";
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.start = value;
                            else
                                delete message.start;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.duration = value;
                            else
                                delete message.duration;
                            continue;
                        }
                    case 8: {
                            if (wireType !== 2)
                                break;
                            message.position = $root.reelforge.sdl.Rect.decode(reader, reader.size(), $undefined, _depth + 1, message.position);
                            continue;
                        }
                    case 9: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.fit = value;
                            else
                                delete message.fit;
                            continue;
                        }
                    case 10: {
                            if (wireType !== 5)
                                break;
                            message.opacity = reader.float();
                            message._opacity = "opacity";
                            continue;
                        }
                    case 11: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.fadein = value;
                            else
                                delete message.fadein;
                            continue;
                        }
                    case 12: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.fadeout = value;
                            else
                                delete message.fadeout;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 2)
                                break;
                            if (message.bindings === $util.emptyObject)
                                message.bindings = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.bindings, key);
                            message.bindings[key] = value;
                            continue;
                        }
                    case 16: {
                            if (wireType !== 2)
                                break;
                            message.tracking = $root.reelforge.sdl.LayerTracking.decode(reader, reader.size(), $undefined, _depth + 1, message.tracking);
                            continue;
                        }
                    case 17: {
                            if (wireType !== 2)
                                break;
                            if (!(message.keyframes && message.keyframes.length))
                                message.keyframes = [];
                            message.keyframes.push($root.reelforge.sdl.Keyframe.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Layer message.
             * @function verify
             * @memberof reelforge.sdl.Layer
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Layer.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    if (!$util.isString(message.name))
                        return "name: string expected";
                if (message.video != null && $Object.hasOwnProperty.call(message, "video")) {
                    properties.content = 1;
                    {
                        let error = $root.reelforge.sdl.VideoLayer.verify(message.video, _depth + 1);
                        if (error)
                            return "video." + error;
                    }
                }
                if (message.image != null && $Object.hasOwnProperty.call(message, "image")) {
                    if (properties.content === 1)
                        return "content: multiple values";
                    properties.content = 1;
                    {
                        let error = $root.reelforge.sdl.ImageLayer.verify(message.image, _depth + 1);
                        if (error)
                            return "image." + error;
                    }
                }
                if (message.text != null && $Object.hasOwnProperty.call(message, "text")) {
                    if (properties.content === 1)
                        return "content: multiple values";
                    properties.content = 1;
                    {
                        let error = $root.reelforge.sdl.TextLayer.verify(message.text, _depth + 1);
                        if (error)
                            return "text." + error;
                    }
                }
                if (message.color != null && $Object.hasOwnProperty.call(message, "color")) {
                    if (properties.content === 1)
                        return "content: multiple values";
                    properties.content = 1;
                    {
                        let error = $root.reelforge.sdl.ColorLayer.verify(message.color, _depth + 1);
                        if (error)
                            return "color." + error;
                    }
                }
                if (message.start != null && $Object.hasOwnProperty.call(message, "start"))
                    if (!$util.isInteger(message.start))
                        return "start: integer expected";
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration"))
                    if (!$util.isInteger(message.duration))
                        return "duration: integer expected";
                if (message.position != null && $Object.hasOwnProperty.call(message, "position")) {
                    let error = $root.reelforge.sdl.Rect.verify(message.position, _depth + 1);
                    if (error)
                        return "position." + error;
                }
                if (message.fit != null && $Object.hasOwnProperty.call(message, "fit"))
                    if (typeof message.fit !== "number" || (message.fit | 0) !== message.fit)
                        return "fit: enum value expected";
                if (message.opacity != null && $Object.hasOwnProperty.call(message, "opacity")) {
                    properties._opacity = 1;
                    if (typeof message.opacity !== "number")
                        return "opacity: number expected";
                }
                if (message.fadein != null && $Object.hasOwnProperty.call(message, "fadein"))
                    if (!$util.isInteger(message.fadein))
                        return "fadein: integer expected";
                if (message.fadeout != null && $Object.hasOwnProperty.call(message, "fadeout"))
                    if (!$util.isInteger(message.fadeout))
                        return "fadeout: integer expected";
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings")) {
                    if (!$util.isObject(message.bindings))
                        return "bindings: object expected";
                    let key = $Object.keys(message.bindings);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.bindings[key[i]]))
                            return "bindings: string{k:string} expected";
                }
                if (message.tracking != null && $Object.hasOwnProperty.call(message, "tracking")) {
                    let error = $root.reelforge.sdl.LayerTracking.verify(message.tracking, _depth + 1);
                    if (error)
                        return "tracking." + error;
                }
                if (message.keyframes != null && $Object.hasOwnProperty.call(message, "keyframes")) {
                    if (!$Array.isArray(message.keyframes))
                        return "keyframes: array expected";
                    for (let i = 0; i < message.keyframes.length; ++i) {
                        let error = $root.reelforge.sdl.Keyframe.verify(message.keyframes[i], _depth + 1);
                        if (error)
                            return "keyframes." + error;
                    }
                }
                return null;
            };

            /**
             * Creates a Layer message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Layer
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Layer} Layer
             */
            Layer.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Layer)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Layer: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Layer();
                if (object.name != null)
                    if (typeof object.name !== "string" || object.name.length)
                        message.name = $String(object.name);
                if (object.video != null) {
                    if (!$util.isObject(object.video))
                        throw $TypeError(".reelforge.sdl.Layer.video: object expected");
                    message.video = $root.reelforge.sdl.VideoLayer.fromObject(object.video, _depth + 1);
                }
                if (object.image != null) {
                    if (!$util.isObject(object.image))
                        throw $TypeError(".reelforge.sdl.Layer.image: object expected");
                    message.image = $root.reelforge.sdl.ImageLayer.fromObject(object.image, _depth + 1);
                }
                if (object.text != null) {
                    if (!$util.isObject(object.text))
                        throw $TypeError(".reelforge.sdl.Layer.text: object expected");
                    message.text = $root.reelforge.sdl.TextLayer.fromObject(object.text, _depth + 1);
                }
                if (object.color != null) {
                    if (!$util.isObject(object.color))
                        throw $TypeError(".reelforge.sdl.Layer.color: object expected");
                    message.color = $root.reelforge.sdl.ColorLayer.fromObject(object.color, _depth + 1);
                }
                if (object.start != null)
                    if ($Number(object.start) !== 0)
                        message.start = object.start >>> 0;
                if (object.duration != null)
                    if ($Number(object.duration) !== 0)
                        message.duration = object.duration >>> 0;
                if (object.position != null) {
                    if (!$util.isObject(object.position))
                        throw $TypeError(".reelforge.sdl.Layer.position: object expected");
                    message.position = $root.reelforge.sdl.Rect.fromObject(object.position, _depth + 1);
                }
                if (object.fit !== 0 && (typeof object.fit !== "string" || $root.reelforge.sdl.Fit[object.fit] !== 0))
                    switch (object.fit) {
                    case "COVER":
                    case 0:
                        message.fit = 0;
                        break;
                    case "CONTAIN":
                    case 1:
                        message.fit = 1;
                        break;
                    case "STRETCH":
                    case 2:
                        message.fit = 2;
                        break;
                    case "NONE":
                    case 3:
                        message.fit = 3;
                        break;
                    default:
                        if (typeof object.fit === "number" && (object.fit | 0) === object.fit)
                            message.fit = object.fit;
                    }
                if (object.opacity != null)
                    message.opacity = $Number(object.opacity);
                if (object.fadein != null)
                    if ($Number(object.fadein) !== 0)
                        message.fadein = object.fadein >>> 0;
                if (object.fadeout != null)
                    if ($Number(object.fadeout) !== 0)
                        message.fadeout = object.fadeout >>> 0;
                if (object.bindings) {
                    if (!$util.isObject(object.bindings))
                        throw $TypeError(".reelforge.sdl.Layer.bindings: object expected");
                    message.bindings = {};
                    for (let keys = $Object.keys(object.bindings), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.bindings, keys[i]);
                        message.bindings[keys[i]] = $String(object.bindings[keys[i]]);
                    }
                }
                if (object.tracking != null) {
                    if (!$util.isObject(object.tracking))
                        throw $TypeError(".reelforge.sdl.Layer.tracking: object expected");
                    message.tracking = $root.reelforge.sdl.LayerTracking.fromObject(object.tracking, _depth + 1);
                }
                if (object.keyframes) {
                    if (!$Array.isArray(object.keyframes))
                        throw $TypeError(".reelforge.sdl.Layer.keyframes: array expected");
                    message.keyframes = $Array(object.keyframes.length);
                    for (let i = 0; i < object.keyframes.length; ++i) {
                        if (!$util.isObject(object.keyframes[i]))
                            throw $TypeError(".reelforge.sdl.Layer.keyframes: object expected");
                        message.keyframes[i] = $root.reelforge.sdl.Keyframe.fromObject(object.keyframes[i], _depth + 1);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from a Layer message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Layer
             * @static
             * @param {reelforge.sdl.Layer} message Layer
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Layer.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.keyframes = [];
                if (options.objects || options.defaults)
                    object.bindings = {};
                if (options.defaults) {
                    object.name = "";
                    object.start = 0;
                    object.duration = 0;
                    object.position = null;
                    object.fit = options.enums === $String ? "COVER" : 0;
                    object.fadein = 0;
                    object.fadeout = 0;
                    object.tracking = null;
                }
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    object.name = message.name;
                if (message.video != null && $Object.hasOwnProperty.call(message, "video")) {
                    object.video = $root.reelforge.sdl.VideoLayer.toObject(message.video, options, _depth + 1);
                    if (options.oneofs)
                        object.content = "video";
                }
                if (message.image != null && $Object.hasOwnProperty.call(message, "image")) {
                    object.image = $root.reelforge.sdl.ImageLayer.toObject(message.image, options, _depth + 1);
                    if (options.oneofs)
                        object.content = "image";
                }
                if (message.text != null && $Object.hasOwnProperty.call(message, "text")) {
                    object.text = $root.reelforge.sdl.TextLayer.toObject(message.text, options, _depth + 1);
                    if (options.oneofs)
                        object.content = "text";
                }
                if (message.color != null && $Object.hasOwnProperty.call(message, "color")) {
                    object.color = $root.reelforge.sdl.ColorLayer.toObject(message.color, options, _depth + 1);
                    if (options.oneofs)
                        object.content = "color";
                }
                if (message.start != null && $Object.hasOwnProperty.call(message, "start"))
                    object.start = message.start;
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration"))
                    object.duration = message.duration;
                if (message.position != null && $Object.hasOwnProperty.call(message, "position"))
                    object.position = $root.reelforge.sdl.Rect.toObject(message.position, options, _depth + 1);
                if (message.fit != null && $Object.hasOwnProperty.call(message, "fit"))
                    object.fit = options.enums === $String ? $root.reelforge.sdl.Fit[message.fit] === $undefined ? message.fit : $root.reelforge.sdl.Fit[message.fit] : message.fit;
                if (message.opacity != null && $Object.hasOwnProperty.call(message, "opacity"))
                    object.opacity = options.json && !$isFinite(message.opacity) ? $String(message.opacity) : message.opacity;
                if (message.fadein != null && $Object.hasOwnProperty.call(message, "fadein"))
                    object.fadein = message.fadein;
                if (message.fadeout != null && $Object.hasOwnProperty.call(message, "fadeout"))
                    object.fadeout = message.fadeout;
                let keys2;
                if (message.bindings && (keys2 = $Object.keys(message.bindings)).length) {
                    object.bindings = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.bindings, keys2[j]);
                        object.bindings[keys2[j]] = message.bindings[keys2[j]];
                    }
                }
                if (message.tracking != null && $Object.hasOwnProperty.call(message, "tracking"))
                    object.tracking = $root.reelforge.sdl.LayerTracking.toObject(message.tracking, options, _depth + 1);
                if (message.keyframes && message.keyframes.length) {
                    object.keyframes = $Array(message.keyframes.length);
                    for (let j = 0; j < message.keyframes.length; ++j)
                        object.keyframes[j] = $root.reelforge.sdl.Keyframe.toObject(message.keyframes[j], options, _depth + 1);
                }
                return object;
            };

            /**
             * Converts this Layer to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Layer
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Layer.prototype.toJSON = function() {
                return Layer.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Layer;
        })();

        /**
         * Easing enum.
         * @name reelforge.sdl.Easing
         * @enum {number}
         * @property {number} LINEAR=0 LINEAR value
         * @property {number} EASE_IN=1 EASE_IN value
         * @property {number} EASE_OUT=2 EASE_OUT value
         * @property {number} EASE_IN_OUT=3 EASE_IN_OUT value
         * @property {number} HOLD=4 HOLD value
         */
        sdl.Easing = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "LINEAR"] = 0;
            values[valuesById[1] = "EASE_IN"] = 1;
            values[valuesById[2] = "EASE_OUT"] = 2;
            values[valuesById[3] = "EASE_IN_OUT"] = 3;
            values[valuesById[4] = "HOLD"] = 4;
            return values;
        })();

        sdl.Keyframe = (function() {

            /**
             * Properties of a Keyframe.
             * @typedef {Object} reelforge.sdl.Keyframe.$Properties
             * @property {number|null} [frame] Keyframe frame
             * @property {number|null} [x] Keyframe x
             * @property {number|null} [y] Keyframe y
             * @property {number|null} [w] Keyframe w
             * @property {number|null} [h] Keyframe h
             * @property {number|null} [scale] Keyframe scale
             * @property {number|null} [rotation] Keyframe rotation
             * @property {number|null} [opacity] Keyframe opacity
             * @property {reelforge.sdl.Rect.$Properties|null} [crop] Keyframe crop
             * @property {number|null} [reveal] Keyframe reveal
             * @property {reelforge.sdl.Easing|null} [easing] Keyframe easing
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Keyframe.
             * @memberof reelforge.sdl
             * @interface IKeyframe
             * @augments reelforge.sdl.Keyframe.$Properties
             * @deprecated Use reelforge.sdl.Keyframe.$Properties instead.
             */

            /**
             * Shape of a Keyframe.
             * @typedef {reelforge.sdl.Keyframe.$Properties} reelforge.sdl.Keyframe.$Shape
             */

            /**
             * Constructs a new Keyframe.
             * @memberof reelforge.sdl
             * @classdesc Represents a Keyframe.
             * @constructor
             * @param {reelforge.sdl.Keyframe.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Keyframe = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Keyframe frame.
             * @member {number} frame
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.frame = 0;

            /**
             * Keyframe x.
             * @member {number|null|undefined} x
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.x = null;

            /**
             * Keyframe y.
             * @member {number|null|undefined} y
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.y = null;

            /**
             * Keyframe w.
             * @member {number|null|undefined} w
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.w = null;

            /**
             * Keyframe h.
             * @member {number|null|undefined} h
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.h = null;

            /**
             * Keyframe scale.
             * @member {number|null|undefined} scale
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.scale = null;

            /**
             * Keyframe rotation.
             * @member {number|null|undefined} rotation
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.rotation = null;

            /**
             * Keyframe opacity.
             * @member {number|null|undefined} opacity
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.opacity = null;

            /**
             * Keyframe crop.
             * @member {reelforge.sdl.Rect.$Properties|null|undefined} crop
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.crop = null;

            /**
             * Keyframe reveal.
             * @member {number|null|undefined} reveal
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.reveal = null;

            /**
             * Keyframe easing.
             * @member {reelforge.sdl.Easing} easing
             * @memberof reelforge.sdl.Keyframe
             * @instance
             */
            Keyframe.prototype.easing = 0;

            // OneOf field names bound to virtual getters and setters
            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_x", {
                get: $util.oneOfGetter($oneOfFields = ["x"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_y", {
                get: $util.oneOfGetter($oneOfFields = ["y"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_w", {
                get: $util.oneOfGetter($oneOfFields = ["w"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_h", {
                get: $util.oneOfGetter($oneOfFields = ["h"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_scale", {
                get: $util.oneOfGetter($oneOfFields = ["scale"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_rotation", {
                get: $util.oneOfGetter($oneOfFields = ["rotation"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_opacity", {
                get: $util.oneOfGetter($oneOfFields = ["opacity"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(Keyframe.prototype, "_reveal", {
                get: $util.oneOfGetter($oneOfFields = ["reveal"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            /**
             * Creates a new Keyframe instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Keyframe
             * @static
             * @param {reelforge.sdl.Keyframe.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Keyframe} Keyframe instance
             * @type {{
             *   (properties: reelforge.sdl.Keyframe.$Shape): reelforge.sdl.Keyframe & reelforge.sdl.Keyframe.$Shape;
             *   (properties?: reelforge.sdl.Keyframe.$Properties): reelforge.sdl.Keyframe;
             * }}
             */
            Keyframe.create = function(properties) {
                return new Keyframe(properties);
            };

            /**
             * Encodes the specified Keyframe message. Does not implicitly {@link reelforge.sdl.Keyframe.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Keyframe
             * @static
             * @param {reelforge.sdl.Keyframe.$Properties} message Keyframe message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Keyframe.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.frame != null && $Object.hasOwnProperty.call(message, "frame") && message.frame !== 0)
                    writer.uint32(/* id 1, wireType 0 =*/8).uint32(message.frame);
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    writer.uint32(/* id 2, wireType 0 =*/16).int32(message.x);
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    writer.uint32(/* id 3, wireType 0 =*/24).int32(message.y);
                if (message.w != null && $Object.hasOwnProperty.call(message, "w"))
                    writer.uint32(/* id 4, wireType 0 =*/32).uint32(message.w);
                if (message.h != null && $Object.hasOwnProperty.call(message, "h"))
                    writer.uint32(/* id 5, wireType 0 =*/40).uint32(message.h);
                if (message.scale != null && $Object.hasOwnProperty.call(message, "scale"))
                    writer.uint32(/* id 6, wireType 5 =*/53).float(message.scale);
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation"))
                    writer.uint32(/* id 7, wireType 5 =*/61).float(message.rotation);
                if (message.opacity != null && $Object.hasOwnProperty.call(message, "opacity"))
                    writer.uint32(/* id 8, wireType 5 =*/69).float(message.opacity);
                if (message.crop != null && $Object.hasOwnProperty.call(message, "crop"))
                    $root.reelforge.sdl.Rect.encode(message.crop, writer.uint32(/* id 9, wireType 2 =*/74).fork(), _depth + 1).ldelim();
                if (message.reveal != null && $Object.hasOwnProperty.call(message, "reveal"))
                    writer.uint32(/* id 10, wireType 0 =*/80).uint32(message.reveal);
                if (message.easing != null && $Object.hasOwnProperty.call(message, "easing") && message.easing !== 0)
                    writer.uint32(/* id 11, wireType 0 =*/88).int32(message.easing);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Keyframe message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Keyframe
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Keyframe & reelforge.sdl.Keyframe.$Shape} Keyframe
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Keyframe.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Keyframe();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.frame = value;
                            else
                                delete message.frame;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            message.x = reader.int32();
                            message._x = "x";
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            message.y = reader.int32();
                            message._y = "y";
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            message.w = reader.uint32();
                            message._w = "w";
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            message.h = reader.uint32();
                            message._h = "h";
                            continue;
                        }
                    case 6: {
                            if (wireType !== 5)
                                break;
                            message.scale = reader.float();
                            message._scale = "scale";
                            continue;
                        }
                    case 7: {
                            if (wireType !== 5)
                                break;
                            message.rotation = reader.float();
                            message._rotation = "rotation";
                            continue;
                        }
                    case 8: {
                            if (wireType !== 5)
                                break;
                            message.opacity = reader.float();
                            message._opacity = "opacity";
                            continue;
                        }
                    case 9: {
                            if (wireType !== 2)
                                break;
                            message.crop = $root.reelforge.sdl.Rect.decode(reader, reader.size(), $undefined, _depth + 1, message.crop);
                            continue;
                        }
                    case 10: {
                            if (wireType !== 0)
                                break;
                            message.reveal = reader.uint32();
                            message._reveal = "reveal";
                            continue;
                        }
                    case 11: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.easing = value;
                            else
                                delete message.easing;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Keyframe message.
             * @function verify
             * @memberof reelforge.sdl.Keyframe
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Keyframe.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.frame != null && $Object.hasOwnProperty.call(message, "frame"))
                    if (!$util.isInteger(message.frame))
                        return "frame: integer expected";
                if (message.x != null && $Object.hasOwnProperty.call(message, "x")) {
                    properties._x = 1;
                    if (!$util.isInteger(message.x))
                        return "x: integer expected";
                }
                if (message.y != null && $Object.hasOwnProperty.call(message, "y")) {
                    properties._y = 1;
                    if (!$util.isInteger(message.y))
                        return "y: integer expected";
                }
                if (message.w != null && $Object.hasOwnProperty.call(message, "w")) {
                    properties._w = 1;
                    if (!$util.isInteger(message.w))
                        return "w: integer expected";
                }
                if (message.h != null && $Object.hasOwnProperty.call(message, "h")) {
                    properties._h = 1;
                    if (!$util.isInteger(message.h))
                        return "h: integer expected";
                }
                if (message.scale != null && $Object.hasOwnProperty.call(message, "scale")) {
                    properties._scale = 1;
                    if (typeof message.scale !== "number")
                        return "scale: number expected";
                }
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation")) {
                    properties._rotation = 1;
                    if (typeof message.rotation !== "number")
                        return "rotation: number expected";
                }
                if (message.opacity != null && $Object.hasOwnProperty.call(message, "opacity")) {
                    properties._opacity = 1;
                    if (typeof message.opacity !== "number")
                        return "opacity: number expected";
                }
                if (message.crop != null && $Object.hasOwnProperty.call(message, "crop")) {
                    let error = $root.reelforge.sdl.Rect.verify(message.crop, _depth + 1);
                    if (error)
                        return "crop." + error;
                }
                if (message.reveal != null && $Object.hasOwnProperty.call(message, "reveal")) {
                    properties._reveal = 1;
                    if (!$util.isInteger(message.reveal))
                        return "reveal: integer expected";
                }
                if (message.easing != null && $Object.hasOwnProperty.call(message, "easing"))
                    if (typeof message.easing !== "number" || (message.easing | 0) !== message.easing)
                        return "easing: enum value expected";
                return null;
            };

            /**
             * Creates a Keyframe message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Keyframe
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Keyframe} Keyframe
             */
            Keyframe.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Keyframe)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Keyframe: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Keyframe();
                if (object.frame != null)
                    if ($Number(object.frame) !== 0)
                        message.frame = object.frame >>> 0;
                if (object.x != null)
                    message.x = object.x | 0;
                if (object.y != null)
                    message.y = object.y | 0;
                if (object.w != null)
                    message.w = object.w >>> 0;
                if (object.h != null)
                    message.h = object.h >>> 0;
                if (object.scale != null)
                    message.scale = $Number(object.scale);
                if (object.rotation != null)
                    message.rotation = $Number(object.rotation);
                if (object.opacity != null)
                    message.opacity = $Number(object.opacity);
                if (object.crop != null) {
                    if (!$util.isObject(object.crop))
                        throw $TypeError(".reelforge.sdl.Keyframe.crop: object expected");
                    message.crop = $root.reelforge.sdl.Rect.fromObject(object.crop, _depth + 1);
                }
                if (object.reveal != null)
                    message.reveal = object.reveal >>> 0;
                if (object.easing !== 0 && (typeof object.easing !== "string" || $root.reelforge.sdl.Easing[object.easing] !== 0))
                    switch (object.easing) {
                    case "LINEAR":
                    case 0:
                        message.easing = 0;
                        break;
                    case "EASE_IN":
                    case 1:
                        message.easing = 1;
                        break;
                    case "EASE_OUT":
                    case 2:
                        message.easing = 2;
                        break;
                    case "EASE_IN_OUT":
                    case 3:
                        message.easing = 3;
                        break;
                    case "HOLD":
                    case 4:
                        message.easing = 4;
                        break;
                    default:
                        if (typeof object.easing === "number" && (object.easing | 0) === object.easing)
                            message.easing = object.easing;
                    }
                return message;
            };

            /**
             * Creates a plain object from a Keyframe message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Keyframe
             * @static
             * @param {reelforge.sdl.Keyframe} message Keyframe
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Keyframe.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.frame = 0;
                    object.crop = null;
                    object.easing = options.enums === $String ? "LINEAR" : 0;
                }
                if (message.frame != null && $Object.hasOwnProperty.call(message, "frame"))
                    object.frame = message.frame;
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    object.x = message.x;
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    object.y = message.y;
                if (message.w != null && $Object.hasOwnProperty.call(message, "w"))
                    object.w = message.w;
                if (message.h != null && $Object.hasOwnProperty.call(message, "h"))
                    object.h = message.h;
                if (message.scale != null && $Object.hasOwnProperty.call(message, "scale"))
                    object.scale = options.json && !$isFinite(message.scale) ? $String(message.scale) : message.scale;
                if (message.rotation != null && $Object.hasOwnProperty.call(message, "rotation"))
                    object.rotation = options.json && !$isFinite(message.rotation) ? $String(message.rotation) : message.rotation;
                if (message.opacity != null && $Object.hasOwnProperty.call(message, "opacity"))
                    object.opacity = options.json && !$isFinite(message.opacity) ? $String(message.opacity) : message.opacity;
                if (message.crop != null && $Object.hasOwnProperty.call(message, "crop"))
                    object.crop = $root.reelforge.sdl.Rect.toObject(message.crop, options, _depth + 1);
                if (message.reveal != null && $Object.hasOwnProperty.call(message, "reveal"))
                    object.reveal = message.reveal;
                if (message.easing != null && $Object.hasOwnProperty.call(message, "easing"))
                    object.easing = options.enums === $String ? $root.reelforge.sdl.Easing[message.easing] === $undefined ? message.easing : $root.reelforge.sdl.Easing[message.easing] : message.easing;
                return object;
            };

            /**
             * Converts this Keyframe to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Keyframe
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Keyframe.prototype.toJSON = function() {
                return Keyframe.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Keyframe;
        })();

        /**
         * TransitionType enum.
         * @name reelforge.sdl.TransitionType
         * @enum {number}
         * @property {number} NONE=0 NONE value
         * @property {number} CROSSFADE=1 CROSSFADE value
         * @property {number} FADE=2 FADE value
         * @property {number} WIPE=3 WIPE value
         * @property {number} PUSH=4 PUSH value
         */
        sdl.TransitionType = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "NONE"] = 0;
            values[valuesById[1] = "CROSSFADE"] = 1;
            values[valuesById[2] = "FADE"] = 2;
            values[valuesById[3] = "WIPE"] = 3;
            values[valuesById[4] = "PUSH"] = 4;
            return values;
        })();

        sdl.Transition = (function() {

            /**
             * Properties of a Transition.
             * @typedef {Object} reelforge.sdl.Transition.$Properties
             * @property {reelforge.sdl.TransitionType|null} [type] Transition type
             * @property {number|null} [duration] Transition duration
             * @property {number|null} [direction] Transition direction
             * @property {string|null} [color] Transition color
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Transition.
             * @memberof reelforge.sdl
             * @interface ITransition
             * @augments reelforge.sdl.Transition.$Properties
             * @deprecated Use reelforge.sdl.Transition.$Properties instead.
             */

            /**
             * Shape of a Transition.
             * @typedef {reelforge.sdl.Transition.$Properties} reelforge.sdl.Transition.$Shape
             */

            /**
             * Constructs a new Transition.
             * @memberof reelforge.sdl
             * @classdesc Represents a Transition.
             * @constructor
             * @param {reelforge.sdl.Transition.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Transition = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Transition type.
             * @member {reelforge.sdl.TransitionType} type
             * @memberof reelforge.sdl.Transition
             * @instance
             */
            Transition.prototype.type = 0;

            /**
             * Transition duration.
             * @member {number} duration
             * @memberof reelforge.sdl.Transition
             * @instance
             */
            Transition.prototype.duration = 0;

            /**
             * Transition direction.
             * @member {number} direction
             * @memberof reelforge.sdl.Transition
             * @instance
             */
            Transition.prototype.direction = 0;

            /**
             * Transition color.
             * @member {string} color
             * @memberof reelforge.sdl.Transition
             * @instance
             */
            Transition.prototype.color = "";

            /**
             * Creates a new Transition instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Transition
             * @static
             * @param {reelforge.sdl.Transition.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Transition} Transition instance
             * @type {{
             *   (properties: reelforge.sdl.Transition.$Shape): reelforge.sdl.Transition & reelforge.sdl.Transition.$Shape;
             *   (properties?: reelforge.sdl.Transition.$Properties): reelforge.sdl.Transition;
             * }}
             */
            Transition.create = function(properties) {
                return new Transition(properties);
            };

            /**
             * Encodes the specified Transition message. Does not implicitly {@link reelforge.sdl.Transition.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Transition
             * @static
             * @param {reelforge.sdl.Transition.$Properties} message Transition message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Transition.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                    writer.uint32(/* id 1, wireType 0 =*/8).int32(message.type);
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration") && message.duration !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.duration);
                if (message.direction != null && $Object.hasOwnProperty.call(message, "direction") && message.direction !== 0)
                    writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.direction);
                if (message.color != null && $Object.hasOwnProperty.call(message, "color") && message.color !== "")
                    writer.uint32(/* id 4, wireType 2 =*/34).string(message.color);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Transition message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Transition
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Transition & reelforge.sdl.Transition.$Shape} Transition
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Transition.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Transition();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.type = value;
                            else
                                delete message.type;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.duration = value;
                            else
                                delete message.duration;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.direction = value;
                            else
                                delete message.direction;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.color = value;
                            else
                                delete message.color;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Transition message.
             * @function verify
             * @memberof reelforge.sdl.Transition
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Transition.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                    if (typeof message.type !== "number" || (message.type | 0) !== message.type)
                        return "type: enum value expected";
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration"))
                    if (!$util.isInteger(message.duration))
                        return "duration: integer expected";
                if (message.direction != null && $Object.hasOwnProperty.call(message, "direction"))
                    if (!$util.isInteger(message.direction))
                        return "direction: integer expected";
                if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                    if (!$util.isString(message.color))
                        return "color: string expected";
                return null;
            };

            /**
             * Creates a Transition message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Transition
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Transition} Transition
             */
            Transition.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Transition)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Transition: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Transition();
                if (object.type !== 0 && (typeof object.type !== "string" || $root.reelforge.sdl.TransitionType[object.type] !== 0))
                    switch (object.type) {
                    case "NONE":
                    case 0:
                        message.type = 0;
                        break;
                    case "CROSSFADE":
                    case 1:
                        message.type = 1;
                        break;
                    case "FADE":
                    case 2:
                        message.type = 2;
                        break;
                    case "WIPE":
                    case 3:
                        message.type = 3;
                        break;
                    case "PUSH":
                    case 4:
                        message.type = 4;
                        break;
                    default:
                        if (typeof object.type === "number" && (object.type | 0) === object.type)
                            message.type = object.type;
                    }
                if (object.duration != null)
                    if ($Number(object.duration) !== 0)
                        message.duration = object.duration >>> 0;
                if (object.direction != null)
                    if ($Number(object.direction) !== 0)
                        message.direction = object.direction >>> 0;
                if (object.color != null)
                    if (typeof object.color !== "string" || object.color.length)
                        message.color = $String(object.color);
                return message;
            };

            /**
             * Creates a plain object from a Transition message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Transition
             * @static
             * @param {reelforge.sdl.Transition} message Transition
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Transition.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.type = options.enums === $String ? "NONE" : 0;
                    object.duration = 0;
                    object.direction = 0;
                    object.color = "";
                }
                if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                    object.type = options.enums === $String ? $root.reelforge.sdl.TransitionType[message.type] === $undefined ? message.type : $root.reelforge.sdl.TransitionType[message.type] : message.type;
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration"))
                    object.duration = message.duration;
                if (message.direction != null && $Object.hasOwnProperty.call(message, "direction"))
                    object.direction = message.direction;
                if (message.color != null && $Object.hasOwnProperty.call(message, "color"))
                    object.color = message.color;
                return object;
            };

            /**
             * Converts this Transition to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Transition
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Transition.prototype.toJSON = function() {
                return Transition.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Transition;
        })();

        sdl.Scene = (function() {

            /**
             * Properties of a Scene.
             * @typedef {Object} reelforge.sdl.Scene.$Properties
             * @property {string|null} [name] Scene name
             * @property {number|null} [length] Scene length
             * @property {Array.<reelforge.sdl.Layer.$Properties>|null} [layers] Scene layers
             * @property {reelforge.sdl.Transition.$Properties|null} [transition] Scene transition
             * @property {string|null} [background] Scene background
             * @property {Object.<string,string>|null} [bindings] Scene bindings
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Scene.
             * @memberof reelforge.sdl
             * @interface IScene
             * @augments reelforge.sdl.Scene.$Properties
             * @deprecated Use reelforge.sdl.Scene.$Properties instead.
             */

            /**
             * Shape of a Scene.
             * @typedef {{
             *   name?: string|null;
             *   length?: number|null;
             *   layers?: Array.<reelforge.sdl.Layer.$Shape>|null;
             *   transition?: reelforge.sdl.Transition.$Shape|null;
             *   background?: string|null;
             *   bindings?: Object.<string,string>|null;
             *   $unknowns?: Array.<Uint8Array>;
             * }} reelforge.sdl.Scene.$Shape
             */

            /**
             * Constructs a new Scene.
             * @memberof reelforge.sdl
             * @classdesc Represents a Scene.
             * @constructor
             * @param {reelforge.sdl.Scene.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Scene = function (properties) {
                this.layers = [];
                this.bindings = {};
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Scene name.
             * @member {string} name
             * @memberof reelforge.sdl.Scene
             * @instance
             */
            Scene.prototype.name = "";

            /**
             * Scene length.
             * @member {number} length
             * @memberof reelforge.sdl.Scene
             * @instance
             */
            Scene.prototype.length = 0;

            /**
             * Scene layers.
             * @member {Array.<reelforge.sdl.Layer.$Properties>} layers
             * @memberof reelforge.sdl.Scene
             * @instance
             */
            Scene.prototype.layers = $util.emptyArray;

            /**
             * Scene transition.
             * @member {reelforge.sdl.Transition.$Properties|null|undefined} transition
             * @memberof reelforge.sdl.Scene
             * @instance
             */
            Scene.prototype.transition = null;

            /**
             * Scene background.
             * @member {string} background
             * @memberof reelforge.sdl.Scene
             * @instance
             */
            Scene.prototype.background = "";

            /**
             * Scene bindings.
             * @member {Object.<string,string>} bindings
             * @memberof reelforge.sdl.Scene
             * @instance
             */
            Scene.prototype.bindings = $util.emptyObject;

            /**
             * Creates a new Scene instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Scene
             * @static
             * @param {reelforge.sdl.Scene.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Scene} Scene instance
             * @type {{
             *   (properties: reelforge.sdl.Scene.$Shape): reelforge.sdl.Scene & reelforge.sdl.Scene.$Shape;
             *   (properties?: reelforge.sdl.Scene.$Properties): reelforge.sdl.Scene;
             * }}
             */
            Scene.create = function(properties) {
                return new Scene(properties);
            };

            /**
             * Encodes the specified Scene message. Does not implicitly {@link reelforge.sdl.Scene.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Scene
             * @static
             * @param {reelforge.sdl.Scene.$Properties} message Scene message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Scene.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.name);
                if (message.length != null && $Object.hasOwnProperty.call(message, "length") && message.length !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.length);
                if (message.layers != null && message.layers.length)
                    for (let i = 0; i < message.layers.length; ++i)
                        $root.reelforge.sdl.Layer.encode(message.layers[i], writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
                if (message.transition != null && $Object.hasOwnProperty.call(message, "transition"))
                    $root.reelforge.sdl.Transition.encode(message.transition, writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
                if (message.background != null && $Object.hasOwnProperty.call(message, "background") && message.background !== "")
                    writer.uint32(/* id 5, wireType 2 =*/42).string(message.background);
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings"))
                    for (let keys = $Object.keys(message.bindings), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 15, wireType 2 =*/122).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.bindings[keys[i]]).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Scene message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Scene
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Scene & reelforge.sdl.Scene.$Shape} Scene
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Scene.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Scene();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.name = value;
                            else
                                delete message.name;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.length = value;
                            else
                                delete message.length;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            if (!(message.layers && message.layers.length))
                                message.layers = [];
                            message.layers.push($root.reelforge.sdl.Layer.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            message.transition = $root.reelforge.sdl.Transition.decode(reader, reader.size(), $undefined, _depth + 1, message.transition);
                            continue;
                        }
                    case 5: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.background = value;
                            else
                                delete message.background;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 2)
                                break;
                            if (message.bindings === $util.emptyObject)
                                message.bindings = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.bindings, key);
                            message.bindings[key] = value;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Scene message.
             * @function verify
             * @memberof reelforge.sdl.Scene
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Scene.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    if (!$util.isString(message.name))
                        return "name: string expected";
                if (message.length != null && $Object.hasOwnProperty.call(message, "length"))
                    if (!$util.isInteger(message.length))
                        return "length: integer expected";
                if (message.layers != null && $Object.hasOwnProperty.call(message, "layers")) {
                    if (!$Array.isArray(message.layers))
                        return "layers: array expected";
                    for (let i = 0; i < message.layers.length; ++i) {
                        let error = $root.reelforge.sdl.Layer.verify(message.layers[i], _depth + 1);
                        if (error)
                            return "layers." + error;
                    }
                }
                if (message.transition != null && $Object.hasOwnProperty.call(message, "transition")) {
                    let error = $root.reelforge.sdl.Transition.verify(message.transition, _depth + 1);
                    if (error)
                        return "transition." + error;
                }
                if (message.background != null && $Object.hasOwnProperty.call(message, "background"))
                    if (!$util.isString(message.background))
                        return "background: string expected";
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings")) {
                    if (!$util.isObject(message.bindings))
                        return "bindings: object expected";
                    let key = $Object.keys(message.bindings);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.bindings[key[i]]))
                            return "bindings: string{k:string} expected";
                }
                return null;
            };

            /**
             * Creates a Scene message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Scene
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Scene} Scene
             */
            Scene.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Scene)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Scene: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Scene();
                if (object.name != null)
                    if (typeof object.name !== "string" || object.name.length)
                        message.name = $String(object.name);
                if (object.length != null)
                    if ($Number(object.length) !== 0)
                        message.length = object.length >>> 0;
                if (object.layers) {
                    if (!$Array.isArray(object.layers))
                        throw $TypeError(".reelforge.sdl.Scene.layers: array expected");
                    message.layers = $Array(object.layers.length);
                    for (let i = 0; i < object.layers.length; ++i) {
                        if (!$util.isObject(object.layers[i]))
                            throw $TypeError(".reelforge.sdl.Scene.layers: object expected");
                        message.layers[i] = $root.reelforge.sdl.Layer.fromObject(object.layers[i], _depth + 1);
                    }
                }
                if (object.transition != null) {
                    if (!$util.isObject(object.transition))
                        throw $TypeError(".reelforge.sdl.Scene.transition: object expected");
                    message.transition = $root.reelforge.sdl.Transition.fromObject(object.transition, _depth + 1);
                }
                if (object.background != null)
                    if (typeof object.background !== "string" || object.background.length)
                        message.background = $String(object.background);
                if (object.bindings) {
                    if (!$util.isObject(object.bindings))
                        throw $TypeError(".reelforge.sdl.Scene.bindings: object expected");
                    message.bindings = {};
                    for (let keys = $Object.keys(object.bindings), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.bindings, keys[i]);
                        message.bindings[keys[i]] = $String(object.bindings[keys[i]]);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from a Scene message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Scene
             * @static
             * @param {reelforge.sdl.Scene} message Scene
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Scene.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults)
                    object.layers = [];
                if (options.objects || options.defaults)
                    object.bindings = {};
                if (options.defaults) {
                    object.name = "";
                    object.length = 0;
                    object.transition = null;
                    object.background = "";
                }
                if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                    object.name = message.name;
                if (message.length != null && $Object.hasOwnProperty.call(message, "length"))
                    object.length = message.length;
                if (message.layers && message.layers.length) {
                    object.layers = $Array(message.layers.length);
                    for (let j = 0; j < message.layers.length; ++j)
                        object.layers[j] = $root.reelforge.sdl.Layer.toObject(message.layers[j], options, _depth + 1);
                }
                if (message.transition != null && $Object.hasOwnProperty.call(message, "transition"))
                    object.transition = $root.reelforge.sdl.Transition.toObject(message.transition, options, _depth + 1);
                if (message.background != null && $Object.hasOwnProperty.call(message, "background"))
                    object.background = message.background;
                let keys2;
                if (message.bindings && (keys2 = $Object.keys(message.bindings)).length) {
                    object.bindings = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.bindings, keys2[j]);
                        object.bindings[keys2[j]] = message.bindings[keys2[j]];
                    }
                }
                return object;
            };

            /**
             * Converts this Scene to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Scene
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Scene.prototype.toJSON = function() {
                return Scene.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Scene;
        })();

        sdl.AudioTrack = (function() {

            /**
             * Properties of an AudioTrack.
             * @typedef {Object} reelforge.sdl.AudioTrack.$Properties
             * @property {string|null} [asset] AudioTrack asset
             * @property {number|null} [offset] AudioTrack offset
             * @property {number|null} [start] AudioTrack start
             * @property {number|null} [duration] AudioTrack duration
             * @property {number|null} [volume] AudioTrack volume
             * @property {number|null} [fadein] AudioTrack fadein
             * @property {number|null} [fadeout] AudioTrack fadeout
             * @property {Object.<string,string>|null} [bindings] AudioTrack bindings
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of an AudioTrack.
             * @memberof reelforge.sdl
             * @interface IAudioTrack
             * @augments reelforge.sdl.AudioTrack.$Properties
             * @deprecated Use reelforge.sdl.AudioTrack.$Properties instead.
             */

            /**
             * Shape of an AudioTrack.
             * @typedef {reelforge.sdl.AudioTrack.$Properties} reelforge.sdl.AudioTrack.$Shape
             */

            /**
             * Constructs a new AudioTrack.
             * @memberof reelforge.sdl
             * @classdesc Represents an AudioTrack.
             * @constructor
             * @param {reelforge.sdl.AudioTrack.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const AudioTrack = function (properties) {
                this.bindings = {};
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * AudioTrack asset.
             * @member {string} asset
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.asset = "";

            /**
             * AudioTrack offset.
             * @member {number} offset
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.offset = 0;

            /**
             * AudioTrack start.
             * @member {number} start
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.start = 0;

            /**
             * AudioTrack duration.
             * @member {number} duration
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.duration = 0;

            /**
             * AudioTrack volume.
             * @member {number|null|undefined} volume
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.volume = null;

            /**
             * AudioTrack fadein.
             * @member {number} fadein
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.fadein = 0;

            /**
             * AudioTrack fadeout.
             * @member {number} fadeout
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.fadeout = 0;

            /**
             * AudioTrack bindings.
             * @member {Object.<string,string>} bindings
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             */
            AudioTrack.prototype.bindings = $util.emptyObject;

            // OneOf field names bound to virtual getters and setters
            let $oneOfFields;

            // Virtual OneOf for proto3 optional field
            $Object.defineProperty(AudioTrack.prototype, "_volume", {
                get: $util.oneOfGetter($oneOfFields = ["volume"]),
                set: $util.oneOfSetter($oneOfFields)
            });

            /**
             * Creates a new AudioTrack instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.AudioTrack
             * @static
             * @param {reelforge.sdl.AudioTrack.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.AudioTrack} AudioTrack instance
             * @type {{
             *   (properties: reelforge.sdl.AudioTrack.$Shape): reelforge.sdl.AudioTrack & reelforge.sdl.AudioTrack.$Shape;
             *   (properties?: reelforge.sdl.AudioTrack.$Properties): reelforge.sdl.AudioTrack;
             * }}
             */
            AudioTrack.create = function(properties) {
                return new AudioTrack(properties);
            };

            /**
             * Encodes the specified AudioTrack message. Does not implicitly {@link reelforge.sdl.AudioTrack.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.AudioTrack
             * @static
             * @param {reelforge.sdl.AudioTrack.$Properties} message AudioTrack message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            AudioTrack.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset") && message.asset !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.asset);
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset") && message.offset !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).uint32(message.offset);
                if (message.start != null && $Object.hasOwnProperty.call(message, "start") && message.start !== 0)
                    writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.start);
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration") && message.duration !== 0)
                    writer.uint32(/* id 4, wireType 0 =*/32).uint32(message.duration);
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume"))
                    writer.uint32(/* id 5, wireType 5 =*/45).float(message.volume);
                if (message.fadein != null && $Object.hasOwnProperty.call(message, "fadein") && message.fadein !== 0)
                    writer.uint32(/* id 6, wireType 0 =*/48).uint32(message.fadein);
                if (message.fadeout != null && $Object.hasOwnProperty.call(message, "fadeout") && message.fadeout !== 0)
                    writer.uint32(/* id 7, wireType 0 =*/56).uint32(message.fadeout);
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings"))
                    for (let keys = $Object.keys(message.bindings), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 15, wireType 2 =*/122).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.bindings[keys[i]]).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes an AudioTrack message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.AudioTrack
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.AudioTrack & reelforge.sdl.AudioTrack.$Shape} AudioTrack
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            AudioTrack.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.AudioTrack();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.asset = value;
                            else
                                delete message.asset;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.offset = value;
                            else
                                delete message.offset;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.start = value;
                            else
                                delete message.start;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.duration = value;
                            else
                                delete message.duration;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 5)
                                break;
                            message.volume = reader.float();
                            message._volume = "volume";
                            continue;
                        }
                    case 6: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.fadein = value;
                            else
                                delete message.fadein;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.fadeout = value;
                            else
                                delete message.fadeout;
                            continue;
                        }
                    case 15: {
                            if (wireType !== 2)
                                break;
                            if (message.bindings === $util.emptyObject)
                                message.bindings = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.bindings, key);
                            message.bindings[key] = value;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies an AudioTrack message.
             * @function verify
             * @memberof reelforge.sdl.AudioTrack
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            AudioTrack.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                let properties = {};
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset"))
                    if (!$util.isString(message.asset))
                        return "asset: string expected";
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                    if (!$util.isInteger(message.offset))
                        return "offset: integer expected";
                if (message.start != null && $Object.hasOwnProperty.call(message, "start"))
                    if (!$util.isInteger(message.start))
                        return "start: integer expected";
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration"))
                    if (!$util.isInteger(message.duration))
                        return "duration: integer expected";
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume")) {
                    properties._volume = 1;
                    if (typeof message.volume !== "number")
                        return "volume: number expected";
                }
                if (message.fadein != null && $Object.hasOwnProperty.call(message, "fadein"))
                    if (!$util.isInteger(message.fadein))
                        return "fadein: integer expected";
                if (message.fadeout != null && $Object.hasOwnProperty.call(message, "fadeout"))
                    if (!$util.isInteger(message.fadeout))
                        return "fadeout: integer expected";
                if (message.bindings != null && $Object.hasOwnProperty.call(message, "bindings")) {
                    if (!$util.isObject(message.bindings))
                        return "bindings: object expected";
                    let key = $Object.keys(message.bindings);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.bindings[key[i]]))
                            return "bindings: string{k:string} expected";
                }
                return null;
            };

            /**
             * Creates an AudioTrack message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.AudioTrack
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.AudioTrack} AudioTrack
             */
            AudioTrack.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.AudioTrack)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.AudioTrack: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.AudioTrack();
                if (object.asset != null)
                    if (typeof object.asset !== "string" || object.asset.length)
                        message.asset = $String(object.asset);
                if (object.offset != null)
                    if ($Number(object.offset) !== 0)
                        message.offset = object.offset >>> 0;
                if (object.start != null)
                    if ($Number(object.start) !== 0)
                        message.start = object.start >>> 0;
                if (object.duration != null)
                    if ($Number(object.duration) !== 0)
                        message.duration = object.duration >>> 0;
                if (object.volume != null)
                    message.volume = $Number(object.volume);
                if (object.fadein != null)
                    if ($Number(object.fadein) !== 0)
                        message.fadein = object.fadein >>> 0;
                if (object.fadeout != null)
                    if ($Number(object.fadeout) !== 0)
                        message.fadeout = object.fadeout >>> 0;
                if (object.bindings) {
                    if (!$util.isObject(object.bindings))
                        throw $TypeError(".reelforge.sdl.AudioTrack.bindings: object expected");
                    message.bindings = {};
                    for (let keys = $Object.keys(object.bindings), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.bindings, keys[i]);
                        message.bindings[keys[i]] = $String(object.bindings[keys[i]]);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from an AudioTrack message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.AudioTrack
             * @static
             * @param {reelforge.sdl.AudioTrack} message AudioTrack
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            AudioTrack.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.objects || options.defaults)
                    object.bindings = {};
                if (options.defaults) {
                    object.asset = "";
                    object.offset = 0;
                    object.start = 0;
                    object.duration = 0;
                    object.fadein = 0;
                    object.fadeout = 0;
                }
                if (message.asset != null && $Object.hasOwnProperty.call(message, "asset"))
                    object.asset = message.asset;
                if (message.offset != null && $Object.hasOwnProperty.call(message, "offset"))
                    object.offset = message.offset;
                if (message.start != null && $Object.hasOwnProperty.call(message, "start"))
                    object.start = message.start;
                if (message.duration != null && $Object.hasOwnProperty.call(message, "duration"))
                    object.duration = message.duration;
                if (message.volume != null && $Object.hasOwnProperty.call(message, "volume"))
                    object.volume = options.json && !$isFinite(message.volume) ? $String(message.volume) : message.volume;
                if (message.fadein != null && $Object.hasOwnProperty.call(message, "fadein"))
                    object.fadein = message.fadein;
                if (message.fadeout != null && $Object.hasOwnProperty.call(message, "fadeout"))
                    object.fadeout = message.fadeout;
                let keys2;
                if (message.bindings && (keys2 = $Object.keys(message.bindings)).length) {
                    object.bindings = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.bindings, keys2[j]);
                        object.bindings[keys2[j]] = message.bindings[keys2[j]];
                    }
                }
                return object;
            };

            /**
             * Converts this AudioTrack to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.AudioTrack
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            AudioTrack.prototype.toJSON = function() {
                return AudioTrack.toObject(this, $protobuf.util.toJSONOptions);
            };

            return AudioTrack;
        })();

        /**
         * VariableType enum.
         * @name reelforge.sdl.VariableType
         * @enum {number}
         * @property {number} MAP=0 MAP value
         * @property {number} DATASOURCE=1 DATASOURCE value
         * @property {number} FORMAT=2 FORMAT value
         */
        sdl.VariableType = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "MAP"] = 0;
            values[valuesById[1] = "DATASOURCE"] = 1;
            values[valuesById[2] = "FORMAT"] = 2;
            return values;
        })();

        sdl.Point = (function() {

            /**
             * Properties of a Point.
             * @typedef {Object} reelforge.sdl.Point.$Properties
             * @property {number|null} [x] Point x
             * @property {number|null} [y] Point y
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Point.
             * @memberof reelforge.sdl
             * @interface IPoint
             * @augments reelforge.sdl.Point.$Properties
             * @deprecated Use reelforge.sdl.Point.$Properties instead.
             */

            /**
             * Shape of a Point.
             * @typedef {reelforge.sdl.Point.$Properties} reelforge.sdl.Point.$Shape
             */

            /**
             * Constructs a new Point.
             * @memberof reelforge.sdl
             * @classdesc Represents a Point.
             * @constructor
             * @param {reelforge.sdl.Point.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Point = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Point x.
             * @member {number} x
             * @memberof reelforge.sdl.Point
             * @instance
             */
            Point.prototype.x = 0;

            /**
             * Point y.
             * @member {number} y
             * @memberof reelforge.sdl.Point
             * @instance
             */
            Point.prototype.y = 0;

            /**
             * Creates a new Point instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Point
             * @static
             * @param {reelforge.sdl.Point.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Point} Point instance
             * @type {{
             *   (properties: reelforge.sdl.Point.$Shape): reelforge.sdl.Point & reelforge.sdl.Point.$Shape;
             *   (properties?: reelforge.sdl.Point.$Properties): reelforge.sdl.Point;
             * }}
             */
            Point.create = function(properties) {
                return new Point(properties);
            };

            /**
             * Encodes the specified Point message. Does not implicitly {@link reelforge.sdl.Point.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Point
             * @static
             * @param {reelforge.sdl.Point.$Properties} message Point message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Point.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.x != null && $Object.hasOwnProperty.call(message, "x") && !$Object.is(message.x, 0))
                    writer.uint32(/* id 1, wireType 5 =*/13).float(message.x);
                if (message.y != null && $Object.hasOwnProperty.call(message, "y") && !$Object.is(message.y, 0))
                    writer.uint32(/* id 2, wireType 5 =*/21).float(message.y);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Point message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Point
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Point & reelforge.sdl.Point.$Shape} Point
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Point.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Point();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.x = value;
                            else
                                delete message.x;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 5)
                                break;
                            if (!$Object.is(value = reader.float(), 0))
                                message.y = value;
                            else
                                delete message.y;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Point message.
             * @function verify
             * @memberof reelforge.sdl.Point
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Point.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    if (typeof message.x !== "number")
                        return "x: number expected";
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    if (typeof message.y !== "number")
                        return "y: number expected";
                return null;
            };

            /**
             * Creates a Point message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Point
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Point} Point
             */
            Point.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Point)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Point: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Point();
                if (object.x != null)
                    if (!$Object.is($Number(object.x), 0))
                        message.x = $Number(object.x);
                if (object.y != null)
                    if (!$Object.is($Number(object.y), 0))
                        message.y = $Number(object.y);
                return message;
            };

            /**
             * Creates a plain object from a Point message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Point
             * @static
             * @param {reelforge.sdl.Point} message Point
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Point.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.x = 0;
                    object.y = 0;
                }
                if (message.x != null && $Object.hasOwnProperty.call(message, "x"))
                    object.x = options.json && !$isFinite(message.x) ? $String(message.x) : message.x;
                if (message.y != null && $Object.hasOwnProperty.call(message, "y"))
                    object.y = options.json && !$isFinite(message.y) ? $String(message.y) : message.y;
                return object;
            };

            /**
             * Converts this Point to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Point
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Point.prototype.toJSON = function() {
                return Point.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Point;
        })();

        sdl.Variable = (function() {

            /**
             * Properties of a Variable.
             * @typedef {Object} reelforge.sdl.Variable.$Properties
             * @property {string|null} [key] Variable key
             * @property {reelforge.sdl.VariableType|null} [type] Variable type
             * @property {string|null} [valuetype] Variable valuetype
             * @property {string|null} [value] Variable value
             * @property {string|null} [defaultvalue] Variable defaultvalue
             * @property {string|null} [datasource] Variable datasource
             * @property {string|null} [column] Variable column
             * @property {number|null} [defaultrow] Variable defaultrow
             * @property {string|null} [format] Variable format
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Variable.
             * @memberof reelforge.sdl
             * @interface IVariable
             * @augments reelforge.sdl.Variable.$Properties
             * @deprecated Use reelforge.sdl.Variable.$Properties instead.
             */

            /**
             * Shape of a Variable.
             * @typedef {reelforge.sdl.Variable.$Properties} reelforge.sdl.Variable.$Shape
             */

            /**
             * Constructs a new Variable.
             * @memberof reelforge.sdl
             * @classdesc Represents a Variable.
             * @constructor
             * @param {reelforge.sdl.Variable.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Variable = function (properties) {
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Variable key.
             * @member {string} key
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.key = "";

            /**
             * Variable type.
             * @member {reelforge.sdl.VariableType} type
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.type = 0;

            /**
             * Variable valuetype.
             * @member {string} valuetype
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.valuetype = "";

            /**
             * Variable value.
             * @member {string} value
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.value = "";

            /**
             * Variable defaultvalue.
             * @member {string} defaultvalue
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.defaultvalue = "";

            /**
             * Variable datasource.
             * @member {string} datasource
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.datasource = "";

            /**
             * Variable column.
             * @member {string} column
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.column = "";

            /**
             * Variable defaultrow.
             * @member {number} defaultrow
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.defaultrow = 0;

            /**
             * Variable format.
             * @member {string} format
             * @memberof reelforge.sdl.Variable
             * @instance
             */
            Variable.prototype.format = "";

            /**
             * Creates a new Variable instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Variable
             * @static
             * @param {reelforge.sdl.Variable.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Variable} Variable instance
             * @type {{
             *   (properties: reelforge.sdl.Variable.$Shape): reelforge.sdl.Variable & reelforge.sdl.Variable.$Shape;
             *   (properties?: reelforge.sdl.Variable.$Properties): reelforge.sdl.Variable;
             * }}
             */
            Variable.create = function(properties) {
                return new Variable(properties);
            };

            /**
             * Encodes the specified Variable message. Does not implicitly {@link reelforge.sdl.Variable.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Variable
             * @static
             * @param {reelforge.sdl.Variable.$Properties} message Variable message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Variable.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.key != null && $Object.hasOwnProperty.call(message, "key") && message.key !== "")
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.key);
                if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).int32(message.type);
                if (message.valuetype != null && $Object.hasOwnProperty.call(message, "valuetype") && message.valuetype !== "")
                    writer.uint32(/* id 3, wireType 2 =*/26).string(message.valuetype);
                if (message.value != null && $Object.hasOwnProperty.call(message, "value") && message.value !== "")
                    writer.uint32(/* id 4, wireType 2 =*/34).string(message.value);
                if (message.defaultvalue != null && $Object.hasOwnProperty.call(message, "defaultvalue") && message.defaultvalue !== "")
                    writer.uint32(/* id 5, wireType 2 =*/42).string(message.defaultvalue);
                if (message.datasource != null && $Object.hasOwnProperty.call(message, "datasource") && message.datasource !== "")
                    writer.uint32(/* id 6, wireType 2 =*/50).string(message.datasource);
                if (message.column != null && $Object.hasOwnProperty.call(message, "column") && message.column !== "")
                    writer.uint32(/* id 7, wireType 2 =*/58).string(message.column);
                if (message.defaultrow != null && $Object.hasOwnProperty.call(message, "defaultrow") && message.defaultrow !== 0)
                    writer.uint32(/* id 8, wireType 0 =*/64).uint32(message.defaultrow);
                if (message.format != null && $Object.hasOwnProperty.call(message, "format") && message.format !== "")
                    writer.uint32(/* id 9, wireType 2 =*/74).string(message.format);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Variable message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Variable
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Variable & reelforge.sdl.Variable.$Shape} Variable
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Variable.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Variable();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.key = value;
                            else
                                delete message.key;
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.type = value;
                            else
                                delete message.type;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.valuetype = value;
                            else
                                delete message.valuetype;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.value = value;
                            else
                                delete message.value;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.defaultvalue = value;
                            else
                                delete message.defaultvalue;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.datasource = value;
                            else
                                delete message.datasource;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.column = value;
                            else
                                delete message.column;
                            continue;
                        }
                    case 8: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.defaultrow = value;
                            else
                                delete message.defaultrow;
                            continue;
                        }
                    case 9: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.format = value;
                            else
                                delete message.format;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Variable message.
             * @function verify
             * @memberof reelforge.sdl.Variable
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Variable.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.key != null && $Object.hasOwnProperty.call(message, "key"))
                    if (!$util.isString(message.key))
                        return "key: string expected";
                if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                    if (typeof message.type !== "number" || (message.type | 0) !== message.type)
                        return "type: enum value expected";
                if (message.valuetype != null && $Object.hasOwnProperty.call(message, "valuetype"))
                    if (!$util.isString(message.valuetype))
                        return "valuetype: string expected";
                if (message.value != null && $Object.hasOwnProperty.call(message, "value"))
                    if (!$util.isString(message.value))
                        return "value: string expected";
                if (message.defaultvalue != null && $Object.hasOwnProperty.call(message, "defaultvalue"))
                    if (!$util.isString(message.defaultvalue))
                        return "defaultvalue: string expected";
                if (message.datasource != null && $Object.hasOwnProperty.call(message, "datasource"))
                    if (!$util.isString(message.datasource))
                        return "datasource: string expected";
                if (message.column != null && $Object.hasOwnProperty.call(message, "column"))
                    if (!$util.isString(message.column))
                        return "column: string expected";
                if (message.defaultrow != null && $Object.hasOwnProperty.call(message, "defaultrow"))
                    if (!$util.isInteger(message.defaultrow))
                        return "defaultrow: integer expected";
                if (message.format != null && $Object.hasOwnProperty.call(message, "format"))
                    if (!$util.isString(message.format))
                        return "format: string expected";
                return null;
            };

            /**
             * Creates a Variable message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Variable
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Variable} Variable
             */
            Variable.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Variable)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Variable: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Variable();
                if (object.key != null)
                    if (typeof object.key !== "string" || object.key.length)
                        message.key = $String(object.key);
                if (object.type !== 0 && (typeof object.type !== "string" || $root.reelforge.sdl.VariableType[object.type] !== 0))
                    switch (object.type) {
                    case "MAP":
                    case 0:
                        message.type = 0;
                        break;
                    case "DATASOURCE":
                    case 1:
                        message.type = 1;
                        break;
                    case "FORMAT":
                    case 2:
                        message.type = 2;
                        break;
                    default:
                        if (typeof object.type === "number" && (object.type | 0) === object.type)
                            message.type = object.type;
                    }
                if (object.valuetype != null)
                    if (typeof object.valuetype !== "string" || object.valuetype.length)
                        message.valuetype = $String(object.valuetype);
                if (object.value != null)
                    if (typeof object.value !== "string" || object.value.length)
                        message.value = $String(object.value);
                if (object.defaultvalue != null)
                    if (typeof object.defaultvalue !== "string" || object.defaultvalue.length)
                        message.defaultvalue = $String(object.defaultvalue);
                if (object.datasource != null)
                    if (typeof object.datasource !== "string" || object.datasource.length)
                        message.datasource = $String(object.datasource);
                if (object.column != null)
                    if (typeof object.column !== "string" || object.column.length)
                        message.column = $String(object.column);
                if (object.defaultrow != null)
                    if ($Number(object.defaultrow) !== 0)
                        message.defaultrow = object.defaultrow >>> 0;
                if (object.format != null)
                    if (typeof object.format !== "string" || object.format.length)
                        message.format = $String(object.format);
                return message;
            };

            /**
             * Creates a plain object from a Variable message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Variable
             * @static
             * @param {reelforge.sdl.Variable} message Variable
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Variable.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.defaults) {
                    object.key = "";
                    object.type = options.enums === $String ? "MAP" : 0;
                    object.valuetype = "";
                    object.value = "";
                    object.defaultvalue = "";
                    object.datasource = "";
                    object.column = "";
                    object.defaultrow = 0;
                    object.format = "";
                }
                if (message.key != null && $Object.hasOwnProperty.call(message, "key"))
                    object.key = message.key;
                if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                    object.type = options.enums === $String ? $root.reelforge.sdl.VariableType[message.type] === $undefined ? message.type : $root.reelforge.sdl.VariableType[message.type] : message.type;
                if (message.valuetype != null && $Object.hasOwnProperty.call(message, "valuetype"))
                    object.valuetype = message.valuetype;
                if (message.value != null && $Object.hasOwnProperty.call(message, "value"))
                    object.value = message.value;
                if (message.defaultvalue != null && $Object.hasOwnProperty.call(message, "defaultvalue"))
                    object.defaultvalue = message.defaultvalue;
                if (message.datasource != null && $Object.hasOwnProperty.call(message, "datasource"))
                    object.datasource = message.datasource;
                if (message.column != null && $Object.hasOwnProperty.call(message, "column"))
                    object.column = message.column;
                if (message.defaultrow != null && $Object.hasOwnProperty.call(message, "defaultrow"))
                    object.defaultrow = message.defaultrow;
                if (message.format != null && $Object.hasOwnProperty.call(message, "format"))
                    object.format = message.format;
                return object;
            };

            /**
             * Converts this Variable to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Variable
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Variable.prototype.toJSON = function() {
                return Variable.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Variable;
        })();

        sdl.Movie = (function() {

            /**
             * Properties of a Movie.
             * @typedef {Object} reelforge.sdl.Movie.$Properties
             * @property {reelforge.sdl.Params.$Properties|null} [params] Movie params
             * @property {Array.<reelforge.sdl.Scene.$Properties>|null} [scenes] Movie scenes
             * @property {Array.<reelforge.sdl.AudioTrack.$Properties>|null} [audio] Movie audio
             * @property {Array.<reelforge.sdl.Variable.$Properties>|null} [variables] Movie variables
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a Movie.
             * @memberof reelforge.sdl
             * @interface IMovie
             * @augments reelforge.sdl.Movie.$Properties
             * @deprecated Use reelforge.sdl.Movie.$Properties instead.
             */

            /**
             * Shape of a Movie.
             * @typedef {{
             *   params?: reelforge.sdl.Params.$Shape|null;
             *   scenes?: Array.<reelforge.sdl.Scene.$Shape>|null;
             *   audio?: Array.<reelforge.sdl.AudioTrack.$Shape>|null;
             *   variables?: Array.<reelforge.sdl.Variable.$Shape>|null;
             *   $unknowns?: Array.<Uint8Array>;
             * }} reelforge.sdl.Movie.$Shape
             */

            /**
             * Constructs a new Movie.
             * @memberof reelforge.sdl
             * @classdesc Represents a Movie.
             * @constructor
             * @param {reelforge.sdl.Movie.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const Movie = function (properties) {
                this.scenes = [];
                this.audio = [];
                this.variables = [];
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * Movie params.
             * @member {reelforge.sdl.Params.$Properties|null|undefined} params
             * @memberof reelforge.sdl.Movie
             * @instance
             */
            Movie.prototype.params = null;

            /**
             * Movie scenes.
             * @member {Array.<reelforge.sdl.Scene.$Properties>} scenes
             * @memberof reelforge.sdl.Movie
             * @instance
             */
            Movie.prototype.scenes = $util.emptyArray;

            /**
             * Movie audio.
             * @member {Array.<reelforge.sdl.AudioTrack.$Properties>} audio
             * @memberof reelforge.sdl.Movie
             * @instance
             */
            Movie.prototype.audio = $util.emptyArray;

            /**
             * Movie variables.
             * @member {Array.<reelforge.sdl.Variable.$Properties>} variables
             * @memberof reelforge.sdl.Movie
             * @instance
             */
            Movie.prototype.variables = $util.emptyArray;

            /**
             * Creates a new Movie instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.Movie
             * @static
             * @param {reelforge.sdl.Movie.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.Movie} Movie instance
             * @type {{
             *   (properties: reelforge.sdl.Movie.$Shape): reelforge.sdl.Movie & reelforge.sdl.Movie.$Shape;
             *   (properties?: reelforge.sdl.Movie.$Properties): reelforge.sdl.Movie;
             * }}
             */
            Movie.create = function(properties) {
                return new Movie(properties);
            };

            /**
             * Encodes the specified Movie message. Does not implicitly {@link reelforge.sdl.Movie.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.Movie
             * @static
             * @param {reelforge.sdl.Movie.$Properties} message Movie message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Movie.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.params != null && $Object.hasOwnProperty.call(message, "params"))
                    $root.reelforge.sdl.Params.encode(message.params, writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                if (message.scenes != null && message.scenes.length)
                    for (let i = 0; i < message.scenes.length; ++i)
                        $root.reelforge.sdl.Scene.encode(message.scenes[i], writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                if (message.audio != null && message.audio.length)
                    for (let i = 0; i < message.audio.length; ++i)
                        $root.reelforge.sdl.AudioTrack.encode(message.audio[i], writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
                if (message.variables != null && message.variables.length)
                    for (let i = 0; i < message.variables.length; ++i)
                        $root.reelforge.sdl.Variable.encode(message.variables[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a Movie message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.Movie
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.Movie & reelforge.sdl.Movie.$Shape} Movie
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Movie.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.Movie();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            message.params = $root.reelforge.sdl.Params.decode(reader, reader.size(), $undefined, _depth + 1, message.params);
                            continue;
                        }
                    case 2: {
                            if (wireType !== 2)
                                break;
                            if (!(message.scenes && message.scenes.length))
                                message.scenes = [];
                            message.scenes.push($root.reelforge.sdl.Scene.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    case 3: {
                            if (wireType !== 2)
                                break;
                            if (!(message.audio && message.audio.length))
                                message.audio = [];
                            message.audio.push($root.reelforge.sdl.AudioTrack.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    case 4: {
                            if (wireType !== 2)
                                break;
                            if (!(message.variables && message.variables.length))
                                message.variables = [];
                            message.variables.push($root.reelforge.sdl.Variable.decode(reader, reader.size(), $undefined, _depth + 1));
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a Movie message.
             * @function verify
             * @memberof reelforge.sdl.Movie
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            Movie.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.params != null && $Object.hasOwnProperty.call(message, "params")) {
                    let error = $root.reelforge.sdl.Params.verify(message.params, _depth + 1);
                    if (error)
                        return "params." + error;
                }
                if (message.scenes != null && $Object.hasOwnProperty.call(message, "scenes")) {
                    if (!$Array.isArray(message.scenes))
                        return "scenes: array expected";
                    for (let i = 0; i < message.scenes.length; ++i) {
                        let error = $root.reelforge.sdl.Scene.verify(message.scenes[i], _depth + 1);
                        if (error)
                            return "scenes." + error;
                    }
                }
                if (message.audio != null && $Object.hasOwnProperty.call(message, "audio")) {
                    if (!$Array.isArray(message.audio))
                        return "audio: array expected";
                    for (let i = 0; i < message.audio.length; ++i) {
                        let error = $root.reelforge.sdl.AudioTrack.verify(message.audio[i], _depth + 1);
                        if (error)
                            return "audio." + error;
                    }
                }
                if (message.variables != null && $Object.hasOwnProperty.call(message, "variables")) {
                    if (!$Array.isArray(message.variables))
                        return "variables: array expected";
                    for (let i = 0; i < message.variables.length; ++i) {
                        let error = $root.reelforge.sdl.Variable.verify(message.variables[i], _depth + 1);
                        if (error)
                            return "variables." + error;
                    }
                }
                return null;
            };

            /**
             * Creates a Movie message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.Movie
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.Movie} Movie
             */
            Movie.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.Movie)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.Movie: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.Movie();
                if (object.params != null) {
                    if (!$util.isObject(object.params))
                        throw $TypeError(".reelforge.sdl.Movie.params: object expected");
                    message.params = $root.reelforge.sdl.Params.fromObject(object.params, _depth + 1);
                }
                if (object.scenes) {
                    if (!$Array.isArray(object.scenes))
                        throw $TypeError(".reelforge.sdl.Movie.scenes: array expected");
                    message.scenes = $Array(object.scenes.length);
                    for (let i = 0; i < object.scenes.length; ++i) {
                        if (!$util.isObject(object.scenes[i]))
                            throw $TypeError(".reelforge.sdl.Movie.scenes: object expected");
                        message.scenes[i] = $root.reelforge.sdl.Scene.fromObject(object.scenes[i], _depth + 1);
                    }
                }
                if (object.audio) {
                    if (!$Array.isArray(object.audio))
                        throw $TypeError(".reelforge.sdl.Movie.audio: array expected");
                    message.audio = $Array(object.audio.length);
                    for (let i = 0; i < object.audio.length; ++i) {
                        if (!$util.isObject(object.audio[i]))
                            throw $TypeError(".reelforge.sdl.Movie.audio: object expected");
                        message.audio[i] = $root.reelforge.sdl.AudioTrack.fromObject(object.audio[i], _depth + 1);
                    }
                }
                if (object.variables) {
                    if (!$Array.isArray(object.variables))
                        throw $TypeError(".reelforge.sdl.Movie.variables: array expected");
                    message.variables = $Array(object.variables.length);
                    for (let i = 0; i < object.variables.length; ++i) {
                        if (!$util.isObject(object.variables[i]))
                            throw $TypeError(".reelforge.sdl.Movie.variables: object expected");
                        message.variables[i] = $root.reelforge.sdl.Variable.fromObject(object.variables[i], _depth + 1);
                    }
                }
                return message;
            };

            /**
             * Creates a plain object from a Movie message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.Movie
             * @static
             * @param {reelforge.sdl.Movie} message Movie
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            Movie.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.arrays || options.defaults) {
                    object.scenes = [];
                    object.audio = [];
                    object.variables = [];
                }
                if (options.defaults)
                    object.params = null;
                if (message.params != null && $Object.hasOwnProperty.call(message, "params"))
                    object.params = $root.reelforge.sdl.Params.toObject(message.params, options, _depth + 1);
                if (message.scenes && message.scenes.length) {
                    object.scenes = $Array(message.scenes.length);
                    for (let j = 0; j < message.scenes.length; ++j)
                        object.scenes[j] = $root.reelforge.sdl.Scene.toObject(message.scenes[j], options, _depth + 1);
                }
                if (message.audio && message.audio.length) {
                    object.audio = $Array(message.audio.length);
                    for (let j = 0; j < message.audio.length; ++j)
                        object.audio[j] = $root.reelforge.sdl.AudioTrack.toObject(message.audio[j], options, _depth + 1);
                }
                if (message.variables && message.variables.length) {
                    object.variables = $Array(message.variables.length);
                    for (let j = 0; j < message.variables.length; ++j)
                        object.variables[j] = $root.reelforge.sdl.Variable.toObject(message.variables[j], options, _depth + 1);
                }
                return object;
            };

            /**
             * Converts this Movie to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.Movie
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            Movie.prototype.toJSON = function() {
                return Movie.toObject(this, $protobuf.util.toJSONOptions);
            };

            return Movie;
        })();

        /**
         * PreviewFormat enum.
         * @name reelforge.sdl.PreviewFormat
         * @enum {number}
         * @property {number} HLS=0 HLS value
         * @property {number} JPG=1 JPG value
         */
        sdl.PreviewFormat = (function() {
            const valuesById = $Object.create(null), values = $Object.create(valuesById);
            values[valuesById[0] = "HLS"] = 0;
            values[valuesById[1] = "JPG"] = 1;
            return values;
        })();

        sdl.PreviewRequest = (function() {

            /**
             * Properties of a PreviewRequest.
             * @typedef {Object} reelforge.sdl.PreviewRequest.$Properties
             * @property {reelforge.sdl.Movie.$Properties|null} [movie] PreviewRequest movie
             * @property {reelforge.sdl.PreviewFormat|null} [format] PreviewRequest format
             * @property {number|null} [range_start] PreviewRequest range_start
             * @property {number|null} [range_end] PreviewRequest range_end
             * @property {number|null} [frame] PreviewRequest frame
             * @property {Object.<string,string>|null} [params] PreviewRequest params
             * @property {string|null} [username] PreviewRequest username
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */

            /**
             * Properties of a PreviewRequest.
             * @memberof reelforge.sdl
             * @interface IPreviewRequest
             * @augments reelforge.sdl.PreviewRequest.$Properties
             * @deprecated Use reelforge.sdl.PreviewRequest.$Properties instead.
             */

            /**
             * Shape of a PreviewRequest.
             * @typedef {{
             *   movie?: reelforge.sdl.Movie.$Shape|null;
             *   format?: reelforge.sdl.PreviewFormat|null;
             *   range_start?: number|null;
             *   range_end?: number|null;
             *   frame?: number|null;
             *   params?: Object.<string,string>|null;
             *   username?: string|null;
             *   $unknowns?: Array.<Uint8Array>;
             * }} reelforge.sdl.PreviewRequest.$Shape
             */

            /**
             * Constructs a new PreviewRequest.
             * @memberof reelforge.sdl
             * @classdesc Represents a PreviewRequest.
             * @constructor
             * @param {reelforge.sdl.PreviewRequest.$Properties=} [properties] Properties to set
             * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
             */
            const PreviewRequest = function (properties) {
                this.params = {};
                if (properties)
                    for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            };

            /**
             * PreviewRequest movie.
             * @member {reelforge.sdl.Movie.$Properties|null|undefined} movie
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             */
            PreviewRequest.prototype.movie = null;

            /**
             * PreviewRequest format.
             * @member {reelforge.sdl.PreviewFormat} format
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             */
            PreviewRequest.prototype.format = 0;

            /**
             * PreviewRequest range_start.
             * @member {number} range_start
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             */
            PreviewRequest.prototype.range_start = 0;

            /**
             * PreviewRequest range_end.
             * @member {number} range_end
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             */
            PreviewRequest.prototype.range_end = 0;

            /**
             * PreviewRequest frame.
             * @member {number} frame
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             */
            PreviewRequest.prototype.frame = 0;

            /**
             * PreviewRequest params.
             * @member {Object.<string,string>} params
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             */
            PreviewRequest.prototype.params = $util.emptyObject;

            /**
             * PreviewRequest username.
             * @member {string} username
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             */
            PreviewRequest.prototype.username = "";

            /**
             * Creates a new PreviewRequest instance using the specified properties.
             * @function create
             * @memberof reelforge.sdl.PreviewRequest
             * @static
             * @param {reelforge.sdl.PreviewRequest.$Properties=} [properties] Properties to set
             * @returns {reelforge.sdl.PreviewRequest} PreviewRequest instance
             * @type {{
             *   (properties: reelforge.sdl.PreviewRequest.$Shape): reelforge.sdl.PreviewRequest & reelforge.sdl.PreviewRequest.$Shape;
             *   (properties?: reelforge.sdl.PreviewRequest.$Properties): reelforge.sdl.PreviewRequest;
             * }}
             */
            PreviewRequest.create = function(properties) {
                return new PreviewRequest(properties);
            };

            /**
             * Encodes the specified PreviewRequest message. Does not implicitly {@link reelforge.sdl.PreviewRequest.verify|verify} messages.
             * @function encode
             * @memberof reelforge.sdl.PreviewRequest
             * @static
             * @param {reelforge.sdl.PreviewRequest.$Properties} message PreviewRequest message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            PreviewRequest.encode = function (message, writer, _depth) {
                if (!writer)
                    writer = $Writer.create();
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                if (message.movie != null && $Object.hasOwnProperty.call(message, "movie"))
                    $root.reelforge.sdl.Movie.encode(message.movie, writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                if (message.format != null && $Object.hasOwnProperty.call(message, "format") && message.format !== 0)
                    writer.uint32(/* id 2, wireType 0 =*/16).int32(message.format);
                if (message.range_start != null && $Object.hasOwnProperty.call(message, "range_start") && message.range_start !== 0)
                    writer.uint32(/* id 3, wireType 0 =*/24).uint32(message.range_start);
                if (message.range_end != null && $Object.hasOwnProperty.call(message, "range_end") && message.range_end !== 0)
                    writer.uint32(/* id 4, wireType 0 =*/32).uint32(message.range_end);
                if (message.frame != null && $Object.hasOwnProperty.call(message, "frame") && message.frame !== 0)
                    writer.uint32(/* id 5, wireType 0 =*/40).uint32(message.frame);
                if (message.params != null && $Object.hasOwnProperty.call(message, "params"))
                    for (let keys = $Object.keys(message.params), i = 0; i < keys.length; ++i)
                        writer.uint32(/* id 6, wireType 2 =*/50).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.params[keys[i]]).ldelim();
                if (message.username != null && $Object.hasOwnProperty.call(message, "username") && message.username !== "")
                    writer.uint32(/* id 7, wireType 2 =*/58).string(message.username);
                if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                    for (let i = 0; i < message.$unknowns.length; ++i)
                        writer.raw(message.$unknowns[i]);
                return writer;
            };

            /**
             * Decodes a PreviewRequest message from the specified reader or buffer.
             * @function decode
             * @memberof reelforge.sdl.PreviewRequest
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {reelforge.sdl.PreviewRequest & reelforge.sdl.PreviewRequest.$Shape} PreviewRequest
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            PreviewRequest.decode = function (reader, length, _end, _depth, _target) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $Reader.recursionLimit)
                    throw $Error("max depth exceeded");
                let end, message, key, value;
                if (length === $undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw $RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = _target || new $root.reelforge.sdl.PreviewRequest();
                while (reader.pos < end) {
                    let start = reader.pos;
                    let tag = reader.tag();
                    if (tag === _end) {
                        _end = $undefined;
                        break;
                    }
                    let wireType = tag & 7;
                    switch (tag >>>= 3) {
                    case 1: {
                            if (wireType !== 2)
                                break;
                            message.movie = $root.reelforge.sdl.Movie.decode(reader, reader.size(), $undefined, _depth + 1, message.movie);
                            continue;
                        }
                    case 2: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.int32())
                                message.format = value;
                            else
                                delete message.format;
                            continue;
                        }
                    case 3: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.range_start = value;
                            else
                                delete message.range_start;
                            continue;
                        }
                    case 4: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.range_end = value;
                            else
                                delete message.range_end;
                            continue;
                        }
                    case 5: {
                            if (wireType !== 0)
                                break;
                            if (value = reader.uint32())
                                message.frame = value;
                            else
                                delete message.frame;
                            continue;
                        }
                    case 6: {
                            if (wireType !== 2)
                                break;
                            if (message.params === $util.emptyObject)
                                message.params = {};
                            let end2 = reader.size() + reader.pos;
                            if (end2 > reader.len)
                                throw $RangeError("index out of range");
                            reader.len = end2;
                            key = "";
                            value = "";
                            while (reader.pos < end2) {
                                let tag2 = reader.tag();
                                wireType = tag2 & 7;
                                switch (tag2 >>>= 3) {
                                case 1:
                                    if (wireType !== 2)
                                        break;
                                    key = reader.stringVerify();
                                    continue;
                                case 2:
                                    if (wireType !== 2)
                                        break;
                                    value = reader.stringVerify();
                                    continue;
                                }
                                reader.skipType(wireType, _depth, tag2);
                            }
                            if (reader.pos !== end2)
                                throw $RangeError("index out of range");
                            reader.len = end;
                            if (key === "__proto__")
                                $util.makeProp(message.params, key);
                            message.params[key] = value;
                            continue;
                        }
                    case 7: {
                            if (wireType !== 2)
                                break;
                            if ((value = reader.stringVerify()).length)
                                message.username = value;
                            else
                                delete message.username;
                            continue;
                        }
                    }
                    reader.skipType(wireType, _depth, tag);
                    if (!reader.discardUnknown) {
                        $util.makeProp(message, "$unknowns", false);
                        (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                    }
                }
                if (length !== $undefined) {
                    if (reader.pos !== end)
                        throw $RangeError("index out of range");
                    reader.len = length;
                }
                if (_end !== $undefined)
                    throw $Error("missing end group");
                return message;
            };

            /**
             * Verifies a PreviewRequest message.
             * @function verify
             * @memberof reelforge.sdl.PreviewRequest
             * @static
             * @param {Object.<string,*>} message Plain object to verify
             * @returns {string|null} `null` if valid, otherwise the reason why it is not
             */
            PreviewRequest.verify = function (message, _depth) {
                if (typeof message !== "object" || message === null)
                    return "object expected";
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    return "max depth exceeded";
                if (message.movie != null && $Object.hasOwnProperty.call(message, "movie")) {
                    let error = $root.reelforge.sdl.Movie.verify(message.movie, _depth + 1);
                    if (error)
                        return "movie." + error;
                }
                if (message.format != null && $Object.hasOwnProperty.call(message, "format"))
                    if (typeof message.format !== "number" || (message.format | 0) !== message.format)
                        return "format: enum value expected";
                if (message.range_start != null && $Object.hasOwnProperty.call(message, "range_start"))
                    if (!$util.isInteger(message.range_start))
                        return "range_start: integer expected";
                if (message.range_end != null && $Object.hasOwnProperty.call(message, "range_end"))
                    if (!$util.isInteger(message.range_end))
                        return "range_end: integer expected";
                if (message.frame != null && $Object.hasOwnProperty.call(message, "frame"))
                    if (!$util.isInteger(message.frame))
                        return "frame: integer expected";
                if (message.params != null && $Object.hasOwnProperty.call(message, "params")) {
                    if (!$util.isObject(message.params))
                        return "params: object expected";
                    let key = $Object.keys(message.params);
                    for (let i = 0; i < key.length; ++i)
                        if (!$util.isString(message.params[key[i]]))
                            return "params: string{k:string} expected";
                }
                if (message.username != null && $Object.hasOwnProperty.call(message, "username"))
                    if (!$util.isString(message.username))
                        return "username: string expected";
                return null;
            };

            /**
             * Creates a PreviewRequest message from a plain object. Also converts values to their respective internal types.
             * @function fromObject
             * @memberof reelforge.sdl.PreviewRequest
             * @static
             * @param {Object.<string,*>} object Plain object
             * @returns {reelforge.sdl.PreviewRequest} PreviewRequest
             */
            PreviewRequest.fromObject = function (object, _depth) {
                if (object instanceof $root.reelforge.sdl.PreviewRequest)
                    return object;
                if (!$util.isObject(object))
                    throw $TypeError(".reelforge.sdl.PreviewRequest: object expected");
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let message = new $root.reelforge.sdl.PreviewRequest();
                if (object.movie != null) {
                    if (!$util.isObject(object.movie))
                        throw $TypeError(".reelforge.sdl.PreviewRequest.movie: object expected");
                    message.movie = $root.reelforge.sdl.Movie.fromObject(object.movie, _depth + 1);
                }
                if (object.format !== 0 && (typeof object.format !== "string" || $root.reelforge.sdl.PreviewFormat[object.format] !== 0))
                    switch (object.format) {
                    case "HLS":
                    case 0:
                        message.format = 0;
                        break;
                    case "JPG":
                    case 1:
                        message.format = 1;
                        break;
                    default:
                        if (typeof object.format === "number" && (object.format | 0) === object.format)
                            message.format = object.format;
                    }
                if (object.range_start != null)
                    if ($Number(object.range_start) !== 0)
                        message.range_start = object.range_start >>> 0;
                if (object.range_end != null)
                    if ($Number(object.range_end) !== 0)
                        message.range_end = object.range_end >>> 0;
                if (object.frame != null)
                    if ($Number(object.frame) !== 0)
                        message.frame = object.frame >>> 0;
                if (object.params) {
                    if (!$util.isObject(object.params))
                        throw $TypeError(".reelforge.sdl.PreviewRequest.params: object expected");
                    message.params = {};
                    for (let keys = $Object.keys(object.params), i = 0; i < keys.length; ++i) {
                        if (keys[i] === "__proto__")
                            $util.makeProp(message.params, keys[i]);
                        message.params[keys[i]] = $String(object.params[keys[i]]);
                    }
                }
                if (object.username != null)
                    if (typeof object.username !== "string" || object.username.length)
                        message.username = $String(object.username);
                return message;
            };

            /**
             * Creates a plain object from a PreviewRequest message. Also converts values to other types if specified.
             * @function toObject
             * @memberof reelforge.sdl.PreviewRequest
             * @static
             * @param {reelforge.sdl.PreviewRequest} message PreviewRequest
             * @param {$protobuf.IConversionOptions} [options] Conversion options
             * @returns {Object.<string,*>} Plain object
             */
            PreviewRequest.toObject = function (message, options, _depth) {
                if (!options)
                    options = {};
                if (_depth === $undefined)
                    _depth = 0;
                if (_depth > $util.recursionLimit)
                    throw $Error("max depth exceeded");
                let object = {};
                if (options.objects || options.defaults)
                    object.params = {};
                if (options.defaults) {
                    object.movie = null;
                    object.format = options.enums === $String ? "HLS" : 0;
                    object.range_start = 0;
                    object.range_end = 0;
                    object.frame = 0;
                    object.username = "";
                }
                if (message.movie != null && $Object.hasOwnProperty.call(message, "movie"))
                    object.movie = $root.reelforge.sdl.Movie.toObject(message.movie, options, _depth + 1);
                if (message.format != null && $Object.hasOwnProperty.call(message, "format"))
                    object.format = options.enums === $String ? $root.reelforge.sdl.PreviewFormat[message.format] === $undefined ? message.format : $root.reelforge.sdl.PreviewFormat[message.format] : message.format;
                if (message.range_start != null && $Object.hasOwnProperty.call(message, "range_start"))
                    object.range_start = message.range_start;
                if (message.range_end != null && $Object.hasOwnProperty.call(message, "range_end"))
                    object.range_end = message.range_end;
                if (message.frame != null && $Object.hasOwnProperty.call(message, "frame"))
                    object.frame = message.frame;
                let keys2;
                if (message.params && (keys2 = $Object.keys(message.params)).length) {
                    object.params = {};
                    for (let j = 0; j < keys2.length; ++j) {
                        if (keys2[j] === "__proto__")
                            $util.makeProp(object.params, keys2[j]);
                        object.params[keys2[j]] = message.params[keys2[j]];
                    }
                }
                if (message.username != null && $Object.hasOwnProperty.call(message, "username"))
                    object.username = message.username;
                return object;
            };

            /**
             * Converts this PreviewRequest to JSON.
             * @function toJSON
             * @memberof reelforge.sdl.PreviewRequest
             * @instance
             * @returns {Object.<string,*>} JSON object
             */
            PreviewRequest.prototype.toJSON = function() {
                return PreviewRequest.toObject(this, $protobuf.util.toJSONOptions);
            };

            return PreviewRequest;
        })();

        return sdl;
    })();

    return reelforge;
})();

export {
  $root as default
};
