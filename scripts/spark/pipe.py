"""Solve a file of puzzles with `sudoku lines` under Apache Spark, through RDD.pipe.

Usage (scripts/spark/run.sh runs it in local mode):
    spark-submit --master local[2] --files path/to/sudoku scripts/spark/pipe.py IN OUT

The binary travels with `--files` (here: the `spark.files` setting, the same thing). On a
cluster each task runs it from its working directory, `./sudoku`; in local mode the tasks
run in the driver's directory, so they run the copy Spark made (`SparkFiles.get`). Each
partition of the input is
piped through one `sudoku lines --jobs 1` process (Spark already runs one task per core).
`textFile` partitions follow the file's order and `pipe` keeps the order of the lines
within a partition, so reading the partitions back in order gives the answers in the
input's order: OUT is what a single `sudoku lines IN` writes, line for line.
"""

import argparse
import os
import shlex

from pyspark import SparkConf, SparkContext, SparkFiles


def command(binary):
    """The pipe's command. Status 1 means "some puzzle got `error: ...` on its line",
    which is an answer, not a failure; any other non-zero status (a crash, status 2, a
    missing binary) fails the task."""
    solve = f"{shlex.quote(binary)} lines --jobs 1 --no-progress || [ $? -eq 1 ]"
    return f"sh -c {shlex.quote(solve)}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input", help="puzzles, one 81-character line each")
    parser.add_argument("output", help="where the answers go, one line each, in order")
    parser.add_argument("--partitions", type=int, default=8, help="at least this many")
    parser.add_argument("--binary", help="the sudoku binary to ship (as --files would)")
    parser.add_argument(
        "--save-as-text-file",
        action="store_true",
        help="write OUTPUT as a directory of part files with saveAsTextFile (in input "
        "order by part name), as on a cluster, instead of one file on the driver",
    )
    args = parser.parse_args()

    conf = SparkConf().setAppName("sudoku-lines")
    if args.binary:
        conf.set("spark.files", os.path.abspath(args.binary))
    sc = SparkContext(conf=conf)
    sc.setLogLevel("WARN")
    try:
        puzzles = sc.textFile(args.input, minPartitions=args.partitions)
        local = sc.master.startswith("local")
        binary = SparkFiles.get("sudoku") if local else "./sudoku"
        answers = puzzles.pipe(command(binary), checkCode=True)
        partitions = answers.getNumPartitions()
        if args.save_as_text_file:
            answers.saveAsTextFile(args.output)
            print(f"spark: {partitions} part files -> {args.output}")
            return
        count = 0
        # toLocalIterator brings the partitions back one at a time, in order: the driver
        # never holds more than one partition of answers.
        with open(args.output, "w", encoding="utf-8") as out:
            for line in answers.toLocalIterator():
                out.write(line + "\n")
                count += 1
        print(f"spark: {count} answers from {partitions} partitions -> {args.output}")
    finally:
        sc.stop()


if __name__ == "__main__":
    main()
