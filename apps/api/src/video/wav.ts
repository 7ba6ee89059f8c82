/**
 * Minimal 16-bit PCM WAV reading/writing and sample-level helpers used to assemble one
 * interview soundtrack in Node (so line times are exact sample positions, not guesses).
 */

/** Mono 16-bit PCM audio: `samples` at `sampleRate` Hz (duration = samples.length / sampleRate seconds). */
export type PcmAudio = { sampleRate: number; samples: Int16Array };

/** Parses a RIFF/WAVE buffer of 16-bit integer PCM (any channel count, mixed down to mono). Throws on other formats. */
export function decodeWav(buffer: Buffer): PcmAudio {
  if (buffer.length < 12 || buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number; tag: number } | null = null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const declared = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        tag: buffer.readUInt16LE(body),
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bits: buffer.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before fmt chunk');
      // 0xFFFE = WAVE_FORMAT_EXTENSIBLE; streamed writers leave the size as 0 or 0xFFFFFFFF.
      if ((format.tag !== 1 && format.tag !== 0xfffe) || format.bits !== 16) {
        throw new Error(`unsupported WAV format (tag ${format.tag}, ${format.bits} bits); 16-bit PCM expected`);
      }
      const available = buffer.length - body;
      const size = declared === 0 || declared > available ? available : declared;
      const frames = Math.floor(size / (2 * format.channels));
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < format.channels; channel++) {
          sum += buffer.readInt16LE(body + (frame * format.channels + channel) * 2);
        }
        samples[frame] = Math.round(sum / format.channels);
      }
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + declared + (declared % 2);
  }
  throw new Error('WAV file has no data chunk');
}

/** Encodes mono 16-bit PCM as a canonical 44-byte-header WAV buffer. */
export function encodeWav(audio: PcmAudio): Buffer {
  const dataBytes = audio.samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(audio.sampleRate, 24);
  buffer.writeUInt32LE(audio.sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  Buffer.from(audio.samples.buffer, audio.samples.byteOffset, dataBytes).copy(buffer, 44);
  return buffer;
}

/** Linear-interpolation resampling of `audio` to `sampleRate` Hz (returns the input when the rate already matches). */
export function resample(audio: PcmAudio, sampleRate: number): PcmAudio {
  if (audio.sampleRate === sampleRate) return audio;
  const ratio = audio.sampleRate / sampleRate;
  const length = Math.floor(audio.samples.length / ratio);
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const position = i * ratio;
    const index = Math.floor(position);
    const next = Math.min(index + 1, audio.samples.length - 1);
    const fraction = position - index;
    out[i] = Math.round(audio.samples[index] * (1 - fraction) + audio.samples[next] * fraction);
  }
  return { sampleRate, samples: out };
}

/**
 * Cuts leading and trailing near-silence (|sample| below `threshold`, default 400 ≈ -38 dBFS) from `audio`, keeping
 * `marginSeconds` (default 0.01 s) of context each side; the result's length is the audible span.
 */
export function trimSilence(audio: PcmAudio, threshold = 400, marginSeconds = 0.01): PcmAudio {
  const { samples } = audio;
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < threshold) first++;
  if (first === samples.length) return { sampleRate: audio.sampleRate, samples: new Int16Array(0) };
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) < threshold) last--;
  const margin = Math.round(marginSeconds * audio.sampleRate);
  return {
    sampleRate: audio.sampleRate,
    samples: samples.slice(Math.max(0, first - margin), Math.min(samples.length, last + 1 + margin)),
  };
}

/**
 * A gentle placeholder "voice" when no speech synthesiser exists: a soft sine (`frequency` Hz, ~-16 dBFS peak) with
 * syllable-like 3.5 Hz swells and 40 ms fades, lasting `seconds`, at `sampleRate` Hz.
 */
export function synthesizeTone(seconds: number, frequency: number, sampleRate: number): PcmAudio {
  const length = Math.max(1, Math.round(seconds * sampleRate));
  const fade = Math.round(0.04 * sampleRate);
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    const syllables = 0.55 + 0.45 * Math.sin(2 * Math.PI * 3.5 * t - Math.PI / 2) ** 2;
    const envelope = Math.min(1, i / fade, (length - 1 - i) / fade);
    const wave = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t);
    samples[i] = Math.round(5200 * envelope * syllables * wave);
  }
  return { sampleRate, samples };
}
