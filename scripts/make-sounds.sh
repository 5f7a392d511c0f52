#!/usr/bin/env bash
# Regenerates the practice sound effects (public/asset/audio/*.mp3) from synthesised tones,
# so the repository holds no third-party audio. Needs sox and lame (apt-get install -y sox lame).
#   success-sound.mp3: a bright two-note chime (G5 then C6, with a soft octave overtone), about 0.9 s
#   error-sound.mp3:   two short low buzzes (detuned square waves through a low-pass), about 0.5 s
set -euo pipefail

for tool in sox lame; do
  command -v "$tool" >/dev/null || { echo "make-sounds: $tool is missing (apt-get install -y sox lame)" >&2; exit 1; }
done

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/public/asset/audio"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

rate=44100

calc() { awk "BEGIN { print $1 }"; }

# One bell-like note: the fundamental plus a quieter octave, quick attack, logarithmic decay.
# $1 file, $2 frequency in Hz, $3 length in s, $4 delay before the note in s.
note() {
  sox -n -r "$rate" -c 2 "$work/tone.wav" synth "$3" sine "$2" sine "$(calc "$2 * 2")"
  sox "$work/tone.wav" -c 1 "$1" remix 1v0.75,2v0.2 fade l 0.01 "$3" "$(calc "$3 * 0.92")" pad "$4"
}

note "$work/n1.wav" 783.99 0.45 0
note "$work/n2.wav" 1046.50 0.75 0.13
# A short room tail (padded so it can ring out), then normalised to -3 dBFS.
sox -m "$work/n1.wav" "$work/n2.wav" "$work/success.wav" pad 0 0.12 reverb 18 50 60 gain -n -3

# A low buzz: two detuned squares (140 and 147 Hz beat against each other), softened by a low-pass.
buzz() {
  sox -n -r "$rate" -c 2 "$work/buzz-raw.wav" synth "$2" square 140 square 147
  sox "$work/buzz-raw.wav" -c 1 "$1" remix 1v0.5,2v0.5 lowpass 900 fade t 0.01 "$2" 0.05
}
buzz "$work/b1.wav" 0.16
buzz "$work/b2.wav" 0.24
sox -n -r "$rate" -c 1 "$work/gap.wav" trim 0 0.07
sox "$work/b1.wav" "$work/gap.wav" "$work/b2.wav" "$work/error.wav" pad 0 0.08 gain -n -4

# Mono 64 kbit/s keeps each file well under 20 KB.
lame --quiet -m m -b 64 -q 2 --tt "Success" "$work/success.wav" "$out/success-sound.mp3"
lame --quiet -m m -b 64 -q 2 --tt "Error" "$work/error.wav" "$out/error-sound.mp3"
ls -l "$out"/success-sound.mp3 "$out"/error-sound.mp3
