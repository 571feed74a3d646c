# ctest -j starts the costliest tests first, but it knows their times only after a run in the same
# tree (build*/Testing/Temporary/CTestCostData.txt, which then replaces these). In a fresh clone
# (CI's) it would start them in the order declared, and the slowest, declared last (the scripts),
# would run alone at the end while the other core idles. These are their seconds under ASan or in
# Release, whichever is more (tools/test, 2026-11-28), rounded. Read twice: at the end of
# tests/CMakeLists.txt for the tests declared there, and by ctest after the GoogleTest list
# (TEST_INCLUDE_FILES), for those; a name renamed or gone is skipped.
cmake_policy(PUSH)
cmake_policy(VERSION 3.20)  # if(TEST ...), IN_LIST
set(gridsat_test_costs
  DocExamples 105  ServeWorkbench 80  EveryFamily.ExportedCnfSolvedByCadicalDecodesToTheSolution 50
  EveryFamily.TwoThreadsSolveEveryUniqueSampleAlike 30
  Deduce.EveryGenreSampleIsExplainedSoundlyAndGraded 49  Ripple.AClueChangedCountsMatchBruteForce 46
  EveryFamily.HasASampleThatBothBackendsAgreeOn 35  EveryFamily.DrawsEverySampleAndPrintsASheet 34
  FaultInjection 29  ServeWorkbenchOutside 26  ReliabilityInput.HugeEmptyGridIsRefusedFromItsSize 25
  ServeWorkbenchRegions 18  ServePlay 18  RectangleVertices.AgreesWithTheGeometryOnSmallBoards 16
  ServeWorkbenchSplit 16  ServeWorkbenchMarks 15  ServeWorkbenchFrame 14  InstallAfterProgramOnly 14
  PiecesSymmetry.EstimateBoundsTheOrbitModel 14  Kakuro.GeneratedPuzzlesAreUniqueAndGraded 13
  FuzzApiFixedSeed 13)
list(LENGTH gridsat_test_costs n)
math(EXPR last "${n} - 2")
foreach(i RANGE 0 ${last} 2)
  math(EXPR j "${i} + 1")
  list(GET gridsat_test_costs ${i} name)
  list(GET gridsat_test_costs ${j} cost)
  if(DEFINED gridsat_tests_TESTS)  # ctest, after the GoogleTest list
    if(name IN_LIST gridsat_tests_TESTS)
      set_tests_properties("${name}" PROPERTIES COST ${cost})
    endif()
  elseif(TEST "${name}")  # configure time
    set_tests_properties("${name}" PROPERTIES COST ${cost})
  endif()
endforeach()
cmake_policy(POP)
