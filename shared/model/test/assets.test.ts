import { describe, expect, it } from 'vitest';
import {
  assetGroupOf,
  assetNameError,
  assetTypeOf,
  assetUid,
  baseVideoError,
  baseVideoName,
  directoryName,
  initialShownCount,
  mimetypeOf,
  nextShownCount,
  parseHexColour,
  parseOpaqueColour,
  parseThumbnailFileName,
  thumbnailFileName,
  thumbnailsOnByDefault,
  toHexColour,
  VIDEO_EXTENSIONS,
} from '../src/index.js';

describe('asset type and mimetype from the extension', () => {
  it.each(VIDEO_EXTENSIONS)('recognises .%s as video', (ext) => {
    expect(assetTypeOf(`clip.${ext}`)).toBe('video');
  });

  it('reads the extension regardless of case', () => {
    expect(assetTypeOf('CLIP.MP4')).toBe('video');
    expect(mimetypeOf('CLIP.MP4')).toBe('video/mp4');
  });

  it('knows images, audio, fonts, datasources and track data', () => {
    expect([assetTypeOf('a.png'), mimetypeOf('a.png')]).toEqual(['image', 'image/png']);
    expect([assetTypeOf('a.tif'), mimetypeOf('a.tif')]).toEqual(['image', 'image/tiff']);
    expect([assetTypeOf('a.wav'), mimetypeOf('a.wav')]).toEqual(['audio', 'audio/wav']);
    expect([assetTypeOf('a.ttf'), mimetypeOf('a.ttf')]).toEqual(['font', 'font/ttf']);
    expect([assetTypeOf('a.csv'), mimetypeOf('a.csv')]).toEqual(['datasource', 'text/csv']);
    expect(assetTypeOf('a.trackdata')).toBe('positiondata');
  });

  it('calls anything else other', () => {
    expect(assetTypeOf('notes')).toBe('other');
    expect(mimetypeOf('archive.zip')).toBe('application/octet-stream');
    expect(assetTypeOf('.hidden')).toBe('other');
  });

  it('groups assets as the list does', () => {
    expect(assetGroupOf('video')).toBe('Videos');
    expect(assetGroupOf('positiondata')).toBe('Trackdata');
    expect(assetGroupOf('other')).toBe('Generic');
  });

  it('addresses an asset by uid, falling back to its identifier', () => {
    expect(assetUid({ uid: 'u1', identifier: 'i1', name: 'n' })).toBe('u1');
    expect(assetUid({ uid: '', identifier: 'i1', name: 'n' })).toBe('i1');
  });

  it('refuses names that could leave the folder', () => {
    expect(assetNameError('../etc/passwd')).toMatch(/contains a slash or backslash/);
    expect(assetNameError('..')).toMatch(/reserved/);
    expect(assetNameError('')).toMatch(/needs a name/);
    expect(assetNameError('holiday clip.mp4')).toBeNull();
  });
});

describe('the asset list', () => {
  it('shows at least 200 at first, then 20 more near the end', () => {
    expect(initialShownCount(10_000)).toBe(200);
    expect(initialShownCount(50)).toBe(50);
    expect(nextShownCount(200, 10_000, 150)).toBe(220);
    expect(nextShownCount(200, 10_000, 201)).toBe(200);
    expect(nextShownCount(9_990, 10_000, 0)).toBe(10_000);
  });

  it('turns thumbnails off by default above 100 items', () => {
    expect(thumbnailsOnByDefault(100)).toBe(true);
    expect(thumbnailsOnByDefault(101)).toBe(false);
  });

  it('names thumbnails by width and reads them back', () => {
    expect(thumbnailFileName('clip-1.mp4')).toBe('clip-1.mp4-w=128.jpg');
    expect(parseThumbnailFileName('clip-1.mp4-w=640.jpg')).toEqual({ name: 'clip-1.mp4', width: 640, ext: 'jpg' });
    expect(parseThumbnailFileName('font.ttf.png')).toEqual({ name: 'font.ttf', width: 128, ext: 'png' });
    expect(parseThumbnailFileName('clip.mp4-w=99999.jpg')).toBeNull();
    expect(parseThumbnailFileName('clip.mp4')).toBeNull();
  });
});

describe('base video and colour rules', () => {
  it('reads #rrggbb with alpha 255, black by default', () => {
    expect(parseHexColour('#1D3557')).toEqual({ r: 29, g: 53, b: 87, a: 255 });
    expect(parseHexColour('')).toEqual({ r: 0, g: 0, b: 0, a: 255 });
    expect(parseHexColour(undefined)).toEqual({ r: 0, g: 0, b: 0, a: 255 });
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
    expect(parseHexColour('#1d355780')).toEqual({ r: 29, g: 53, b: 87, a: 128 });
    expect(parseHexColour('#1d35578')).toBeNull();
    expect(parseOpaqueColour('#1d3557ff')).toEqual({ r: 29, g: 53, b: 87, a: 255 });
    expect(parseOpaqueColour('#1d355780')).toBeNull();
    expect(toHexColour({ r: 29, g: 53, b: 87, a: 255 })).toBe('#1d3557');
  });

  it('names the base video by width, height and frame count', () => {
    expect(baseVideoName(1280, 720, 250)).toBe('base_1280x720_250.mp4');
  });

  it('needs even sides within limits and a sane frame count', () => {
    expect(baseVideoError(640, 360, 100)).toBeNull();
    expect(baseVideoError(641, 360, 100)).toMatch(/even/);
    expect(baseVideoError(8, 360, 100)).toMatch(/Width/);
    expect(baseVideoError(640, 360, 0)).toMatch(/Frame count/);
    expect(baseVideoError(640, 360.5, 10)).toMatch(/Height/);
  });

  it('gives directory names a trailing slash and ignores empty ones', () => {
    expect(directoryName('clips')).toBe('clips/');
    expect(directoryName('clips/')).toBe('clips/');
    expect(directoryName('   ')).toBeNull();
  });
});
