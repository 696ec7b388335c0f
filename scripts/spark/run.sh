#!/usr/bin/env bash
# make spark: `sudoku lines` under Apache Spark (local mode, RDD.pipe) over a puzzle file,
# checked line for line against a single-process run. Not part of `make test` (it installs
# a JRE and pyspark, ~350 MB, and takes one to two minutes).
#
#   scripts/spark/run.sh [PUZZLE_FILE]
#
# Without a file it builds one in target/spark/ from the repository's fixtures (every
# sample, 100 times over, with a few malformed and clashing lines), so it needs nothing
# outside the repository. Installs what is missing: a JRE from Debian
# (default-jre-headless, when `java` is not on PATH) and pyspark from PyPI, pinned, in a
# virtual environment under target/spark/venv.
set -euo pipefail
cd "$(dirname "$0")/../.."

PYSPARK_VERSION=3.5.6
WORK=target/spark
VENV=$WORK/venv
PARTITIONS=${PARTITIONS:-8}
MASTER=${MASTER:-local[2]}
mkdir -p "$WORK"

if ! command -v java >/dev/null 2>&1; then
  echo "spark: installing a JRE (default-jre-headless)"
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends default-jre-headless
fi
if ! "$VENV/bin/python" -c "import pyspark, sys; sys.exit(pyspark.__version__ != '$PYSPARK_VERSION')" 2>/dev/null; then
  echo "spark: installing pyspark $PYSPARK_VERSION in $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "pyspark==$PYSPARK_VERSION"
fi

# A static binary (glibc linked in), as one would ship to a cluster whose nodes may have
# another libc; --target keeps the flag off build scripts and proc-macros.
HOST=$(rustc -vV | sed -n 's/^host: //p')
RUSTFLAGS="-C target-feature=+crt-static" cargo build -q --release --features cli --bin sudoku --target "$HOST"
BIN=target/$HOST/release/sudoku

INPUT=${1:-}
if [ -z "$INPUT" ]; then
  INPUT=$WORK/puzzles.txt
  {
    for _ in $(seq 100); do
      cat tests/fixtures/*.txt
    done
    echo "not a puzzle"
    echo "11$(printf '.%.0s' $(seq 79))"
  } > "$INPUT"
fi

echo "spark: single process: $BIN lines $INPUT"
status=0
"$BIN" lines --no-progress "$INPUT" > "$WORK/single.txt" || status=$?
[ "$status" -le 1 ] || { echo "spark: the single-process run failed with status $status"; exit 1; }

submit() {
  SPARK_LOCAL_IP=${SPARK_LOCAL_IP:-127.0.0.1} PYSPARK_PYTHON="$VENV/bin/python" \
    "$VENV/bin/spark-submit" --master "$MASTER" \
    --conf spark.ui.enabled=false --conf spark.log.level=WARN \
    scripts/spark/pipe.py --binary "$BIN" --partitions "$PARTITIONS" "$@"
}
same() {
  if cmp -s "$WORK/single.txt" "$1"; then
    echo "spark: OK ($2): $(wc -l < "$1") answers, identical line for line to the single-process run"
  else
    echo "spark: FAILED ($2): the answers differ from the single-process run:"
    diff "$WORK/single.txt" "$1" | head -20
    exit 1
  fi
}

echo "spark: $MASTER, $PARTITIONS partitions, RDD.pipe, answers brought back in order"
rm -f "$WORK/spark.txt"
submit "$INPUT" "$WORK/spark.txt"
same "$WORK/spark.txt" "toLocalIterator"

echo "spark: the same, written with saveAsTextFile as on a cluster"
rm -rf "$WORK/parts"
submit --save-as-text-file "$INPUT" "$WORK/parts"
# The part files in name order (part-00000, part-00001, ...) are the answers in order.
LC_ALL=C ls "$WORK"/parts/part-* | xargs cat > "$WORK/parts.txt"
same "$WORK/parts.txt" "saveAsTextFile, part files in name order"
