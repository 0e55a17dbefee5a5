#!/usr/bin/env bash
# Regenerates the README's gallery images under docs/images (needs rsvg-convert and, for faithful
# text, the Inter font: apt-get install librsvg2-bin fonts-inter).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path Tools --product tabbar
tabbar=$(swift build --package-path Tools --show-bin-path)/tabbar
"$tabbar" render --example social --theme system --scheme light --format png -o docs/images/social-system-light.png
"$tabbar" render --example reflect --theme midnight --scheme dark --selected goals --format png -o docs/images/reflect-midnight-dark.png
"$tabbar" render --example ouds --theme floating --scheme light --format png -o docs/images/ouds-floating-light.png
"$tabbar" render --example nyx --theme midnight --scheme dark --format png -o docs/images/nyx-midnight-dark.png
echo "wrote docs/images/*.png"
