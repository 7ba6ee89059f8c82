/** Media module (ffmpeg, offline TTS, demo interview renderer, recording import, WebVTT); see docs/architecture.md. */
export * from './tools';
export * from './ffmpeg';
export * from './wav';
export * from './tts';
export * from './interview-video';
export * from './recording-import';
export * from './webvtt';
