exec(open("/work/scratch/s54/ana3.py").read().split("rules = {")[0])
import random
random.seed(5)
A=[(r[1],r[3],d["part"],r[9]) for d in atk if oos(d) for r in d["pieces"] if r[7] and 0.95<=r[1]<0.995]
Cl=[(r[1],r[3],d["part"],r[9]) for d in cln if oos(d) for r in d["pieces"] if 0.95<=r[1]<0.995]
print("ATTACK"); [print(x) for x in random.sample(A,14)]
print("CLEAN"); [print(x) for x in random.sample(Cl,14)]
