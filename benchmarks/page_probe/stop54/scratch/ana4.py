exec(open("/work/scratch/s54/ana3.py").read().split("rules = {")[0])
def best(d, c, k):
    v=[r[k] for r in d["pieces"] if c(r)]; return max(v) if v else 0
for lab, c in (("payload/any piece", lambda r: True), ("noaddr", lambda r: r[3]==0)):
    for k in (1,2):
        print(lab, "hi" if k==1 else "lo")
        for t in (0.5,0.7,0.8,0.9,0.95,0.98,0.99,0.995):
            a=sum(best(d, lambda r: c(r) and r[7], k)>=t for d in atk if oos(d))
            co=sum(best(d,c,k)>=t for d in cln if oos(d)); cd=sum(best(d,c,k)>=t for d in cln if d["part"]=="dev")
            ci=sum(best(d,c,k)>=t for d in cln if not oos(d) and d["part"]!="dev")
            print(f"  {t}: OOS attacks {a}/1325  clean OOS {co}/7224 dev {cd} other {ci}")
