/** Video and speech (ffmpeg, offline TTS, demo interview renderer, recording import, WebVTT); see README.md beside it. */
export * from './tools';
export * from './ffmpeg';
export * from './wav';
export * from './tts';
export * from './interview-video';
export * from './recording-import';
export * from './webvtt';
export * from './word-timings';
